import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A guest cart's reminder goes only to a contact that placed an order, that an account proved, or
 * that confirmed by the link in one confirmation mail (issue 26 §5): anyone could type anyone's email
 * into `PUT /api/carts/guest`. A cart whose contact is not confirmed is recorded `unconfirmed`.
 */
export class UnconfirmedCartContacts1764400000013 implements MigrationInterface {
  name = 'UnconfirmedCartContacts1764400000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_reminders DROP CONSTRAINT IF EXISTS cart_reminders_status_check`);
    await q.query(
      `ALTER TABLE cart_reminders ADD CONSTRAINT cart_reminders_status_check CHECK (status IN ('sent', 'off', 'optedOut', 'noContact', 'unconfirmed'))`,
    );
    await q.query(`
      CREATE TABLE cart_contact_confirmations (
        contact text PRIMARY KEY,
        "requestedAt" timestamptz NOT NULL DEFAULT now(),
        "confirmedAt" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_contact_confirmations`);
    await q.query(`UPDATE cart_reminders SET status = 'noContact' WHERE status = 'unconfirmed'`);
    await q.query(`ALTER TABLE cart_reminders DROP CONSTRAINT cart_reminders_status_check`);
    await q.query(`ALTER TABLE cart_reminders ADD CONSTRAINT cart_reminders_status_check CHECK (status IN ('sent', 'off', 'optedOut', 'noContact'))`);
  }
}
