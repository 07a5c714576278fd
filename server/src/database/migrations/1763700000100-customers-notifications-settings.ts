import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Addresses, notifications and the settings record: shared by checkout and the customer area. */
export class CustomersNotificationsSettings1763700000100 implements MigrationInterface {
  name = 'CustomersNotificationsSettings1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE addresses (
        id serial PRIMARY KEY,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        street text NOT NULL,
        city text NOT NULL,
        country text NOT NULL CHECK (country IN ('SA', 'AE', 'QA', 'KW', 'BH')),
        "postalCode" text,
        latitude double precision,
        longitude double precision,
        "isPrimary" boolean NOT NULL DEFAULT false,
        "buildingNumber" text,
        district text,
        "additionalNumber" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX addresses_user ON addresses ("userId")`);
    // at most one primary address per customer, enforced by the database
    await q.query(`CREATE UNIQUE INDEX addresses_one_primary ON addresses ("userId") WHERE "isPrimary"`);
    await q.query(`
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        "titleAr" text NOT NULL,
        "titleEn" text NOT NULL,
        "descriptionAr" text NOT NULL,
        "descriptionEn" text NOT NULL,
        "isRead" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user ON notifications ("userId", "createdAt" DESC)`);
    await q.query(`CREATE INDEX notifications_unread ON notifications ("userId") WHERE NOT "isRead"`);
    await q.query(`
      CREATE TABLE settings (
        id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        data jsonb NOT NULL,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS settings`);
    await q.query(`DROP TABLE IF EXISTS notifications`);
    await q.query(`DROP TABLE IF EXISTS addresses`);
  }
}
