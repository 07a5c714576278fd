import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns (issue 30): the parcel on its way back (`inTransit`), with the carrier's tracking number. */
export class ReturnTransit1764700000041 implements MigrationInterface {
  name = 'ReturnTransit1764700000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE returns ADD COLUMN "trackingNumber" text`);
    await q.query(`ALTER TABLE returns DROP CONSTRAINT returns_status_check`);
    await q.query(`ALTER TABLE returns ADD CONSTRAINT returns_status_check
      CHECK (status IN ('requested', 'approved', 'inTransit', 'rejected', 'received', 'inspected', 'refunded', 'closed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE returns SET status = 'approved' WHERE status = 'inTransit'`);
    await q.query(`ALTER TABLE returns DROP CONSTRAINT returns_status_check`);
    await q.query(`ALTER TABLE returns ADD CONSTRAINT returns_status_check
      CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'closed'))`);
    await q.query(`ALTER TABLE returns DROP COLUMN "trackingNumber"`);
  }
}
