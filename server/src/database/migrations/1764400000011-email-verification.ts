import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email is "owned" only once a code sent to it was entered (issue 26): `emailVerifiedAt`.
 * Joins by email (merging a guest into an account, per-customer coupon counts, order look-up)
 * consider verified emails only. An unverified account whose address a guest proved loses the
 * address (`detachedEmail` keeps it, so the owner can bring that account's orders over).
 * Nobody has proved an address before this, except the admins the shop made itself.
 */
export class EmailVerification1764400000011 implements MigrationInterface {
  name = 'EmailVerification1764400000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "emailVerifiedAt" timestamptz, ADD COLUMN "detachedEmail" text`);
    await q.query(`UPDATE users SET "emailVerifiedAt" = now() WHERE role = 'Admin' AND email IS NOT NULL`);
    await q.query(`CREATE INDEX users_detached_email ON users ("detachedEmail") WHERE "detachedEmail" IS NOT NULL`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_email_or_phone
         CHECK (email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL OR "isGuest" OR "detachedEmail" IS NOT NULL)`,
    );
    await q.query(`ALTER TABLE phone_codes DROP CONSTRAINT phone_codes_purpose_check`);
    await q.query(
      `ALTER TABLE phone_codes ADD CONSTRAINT phone_codes_purpose_check CHECK (purpose IN ('sign-in', 'link', 'claim', 'verify-email'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM phone_codes WHERE purpose = 'verify-email'`);
    await q.query(`ALTER TABLE phone_codes DROP CONSTRAINT phone_codes_purpose_check`);
    await q.query(`ALTER TABLE phone_codes ADD CONSTRAINT phone_codes_purpose_check CHECK (purpose IN ('sign-in', 'link', 'claim'))`);
    await q.query(`UPDATE users SET email = "detachedEmail" WHERE email IS NULL AND "detachedEmail" IS NOT NULL`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL OR "isGuest")`,
    );
    await q.query(`DROP INDEX users_detached_email`);
    await q.query(`ALTER TABLE users DROP COLUMN "emailVerifiedAt", DROP COLUMN "detachedEmail"`);
  }
}
