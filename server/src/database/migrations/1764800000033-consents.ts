import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marketing consent (issue 33 §1): one row per event, granted or withdrawn, for a contact (an email
 * address or E.164 mobile, and the account when known) on one channel for one purpose, with the
 * text version shown, the source and the IP. The current state is the latest event per (contact,
 * channel, purpose). A cart left by a contact without consent is recorded as `noConsent`; a mail
 * to a marketing list keeps its one-click opt-out URL for the `List-Unsubscribe` header.
 */
export class Consents1764800000033 implements MigrationInterface {
  name = 'Consents1764800000033';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE consents (
        id serial PRIMARY KEY,
        "userId" int REFERENCES users(id) ON DELETE SET NULL,
        contact text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
        purpose text NOT NULL CHECK (purpose IN ('marketing')),
        granted boolean NOT NULL,
        "textVersion" text,
        source text NOT NULL CHECK (source IN ('checkout', 'profile', 'footer', 'adminImport', 'optOutLink', 'reminderConfirm')),
        ip text,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT consents_grant_names_text CHECK (NOT granted OR "textVersion" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX consents_current ON consents (contact, channel, purpose, id DESC)`);
    await q.query(`CREATE INDEX consents_user ON consents ("userId")`);
    await q.query(`ALTER TABLE cart_reminders DROP CONSTRAINT cart_reminders_status_check`);
    await q.query(
      `ALTER TABLE cart_reminders ADD CONSTRAINT cart_reminders_status_check CHECK (status IN ('sent', 'off', 'optedOut', 'noContact', 'unconfirmed', 'noConsent'))`,
    );
    await q.query(`ALTER TABLE messages ADD COLUMN "listUnsubscribe" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP COLUMN "listUnsubscribe"`);
    await q.query(`UPDATE cart_reminders SET status = 'optedOut' WHERE status = 'noConsent'`);
    await q.query(`ALTER TABLE cart_reminders DROP CONSTRAINT cart_reminders_status_check`);
    await q.query(
      `ALTER TABLE cart_reminders ADD CONSTRAINT cart_reminders_status_check CHECK (status IN ('sent', 'off', 'optedOut', 'noContact', 'unconfirmed'))`,
    );
    await q.query(`DROP TABLE consents`);
  }
}
