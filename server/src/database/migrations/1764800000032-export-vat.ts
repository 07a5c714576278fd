import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exports (issue 32): an order delivered outside the Kingdom is zero-rated (ZATCA category Z,
 * VATEX-SA-32) and keeps the carrier's proof that the goods left the Kingdom, filled when it is
 * shipped and when it is delivered.
 */
export class ExportVat1764800000032 implements MigrationInterface {
  name = 'ExportVat1764800000032';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN "vatCategory" text NOT NULL DEFAULT 'S', ADD COLUMN "exportProof" jsonb,
      ADD CONSTRAINT "orders_vatCategory_check" CHECK ("vatCategory" IN ('S', 'Z')),
      ADD CONSTRAINT orders_zero_rated_export CHECK ("vatCategory" = 'S' OR (vat = 0 AND country <> 'SA'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_zero_rated_export, DROP CONSTRAINT "orders_vatCategory_check",
      DROP COLUMN "exportProof", DROP COLUMN "vatCategory"`);
  }
}
