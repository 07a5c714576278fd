import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign in by mobile number (issue 18): an account may have a verified mobile and no email or
 * password (a shopper who only ever signed in by SMS code); a verified number belongs to one
 * account. One-time codes are kept as keyed hashes; text messages wait in `sms_outbox` with
 * their text sealed until the `sms.deliver` job sends them.
 */
export class PhoneSignIn1764200038471 implements MigrationInterface {
  name = 'PhoneSignIn1764200038471';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN email DROP NOT NULL, ALTER COLUMN "passwordHash" DROP NOT NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN "phoneVerifiedAt" timestamptz`);
    await q.query(`ALTER TABLE orders ALTER COLUMN "customerEmail" DROP NOT NULL`);
    // the customer search's expression, null-safe now that an email may be missing (customers.service.ts, order-list.ts)
    await q.query(`DROP INDEX IF EXISTS users_search`);
    await q.query(
      `CREATE INDEX users_search ON users USING gin ((lower(name) || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) gin_trgm_ops)`,
    );
    await q.query(`CREATE UNIQUE INDEX users_verified_phone ON users (phone) WHERE "phoneVerifiedAt" IS NOT NULL`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL)`);
    await q.query(`
      CREATE TABLE phone_codes (
        id serial PRIMARY KEY,
        phone text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('sign-in', 'link')),
        "userId" int REFERENCES users(id) ON DELETE CASCADE,
        "codeHash" text NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "failedAttempts" int NOT NULL DEFAULT 0,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX phone_codes_phone ON phone_codes (phone, purpose, "createdAt")`);
    await q.query(`
      CREATE TABLE sms_outbox (
        id serial PRIMARY KEY,
        "to" text NOT NULL,
        template text NOT NULL,
        preview text NOT NULL,
        "sealedBody" text,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'kept')),
        attempts int NOT NULL DEFAULT 0,
        "lastError" text,
        "providerMessageId" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz
      )`);
    await q.query(`CREATE INDEX sms_outbox_status ON sms_outbox (status, "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sms_outbox`);
    await q.query(`DROP TABLE phone_codes`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`);
    await q.query(`DROP INDEX users_verified_phone`);
    await q.query(`ALTER TABLE users DROP COLUMN "phoneVerifiedAt"`);
    await q.query(`DROP INDEX IF EXISTS users_search`);
    await q.query(`CREATE INDEX users_search ON users USING gin ((lower(name) || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops)`);
    await q.query(`ALTER TABLE orders ALTER COLUMN "customerEmail" SET NOT NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN email SET NOT NULL, ALTER COLUMN "passwordHash" SET NOT NULL`);
  }
}
