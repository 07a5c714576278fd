import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guest checkout (issue 18): a guest is a `users` row marked `isGuest`, one per contact (its
 * unverified mobile in `phone`, or its email in `guestEmail`, never in the unique `email`), with
 * no password; it can never sign in. Orders keep whether they were placed as a guest. A code
 * sent to the guest's contact (`phone_codes` purpose `claim`, `phone` holding the mobile or the
 * email) turns the guest into an account.
 */
export class GuestCheckout1764300052817 implements MigrationInterface {
  name = 'GuestCheckout1764300052817';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "isGuest" boolean NOT NULL DEFAULT false, ADD COLUMN "guestEmail" text`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL OR "isGuest")`,
    );
    // a guest has exactly one contact, and no email (emails are an account's sign-in)
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_guest_contact CHECK (NOT "isGuest" OR (email IS NULL AND "passwordHash" IS NULL AND ("guestEmail" IS NULL) <> (phone IS NULL)))`,
    );
    await q.query(`CREATE UNIQUE INDEX users_guest_by_contact ON users ((coalesce("guestEmail", phone))) WHERE "isGuest"`);
    await q.query(`ALTER TABLE orders ADD COLUMN "guestCheckout" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE phone_codes DROP CONSTRAINT IF EXISTS phone_codes_purpose_check`);
    await q.query(`ALTER TABLE phone_codes ADD CONSTRAINT phone_codes_purpose_check CHECK (purpose IN ('sign-in', 'link', 'claim'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM phone_codes WHERE purpose = 'claim'`);
    await q.query(`ALTER TABLE phone_codes DROP CONSTRAINT phone_codes_purpose_check`);
    await q.query(`ALTER TABLE phone_codes ADD CONSTRAINT phone_codes_purpose_check CHECK (purpose IN ('sign-in', 'link'))`);
    await q.query(`ALTER TABLE orders DROP COLUMN "guestCheckout"`);
    await q.query(`DROP INDEX users_guest_by_contact`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_guest_contact`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL)`);
    await q.query(`ALTER TABLE users DROP COLUMN "guestEmail", DROP COLUMN "isGuest"`);
  }
}
