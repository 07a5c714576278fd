import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Abandoned carts (issue 18 §6). `saved_carts`: the cart of a signed-in customer (`userId`) or
 * of an identified guest (`guestTokenHash`, the hash of a random token kept in the browser,
 * with the contact the guest gave); lines are variant ids and quantities, never prices.
 * `remindedAt` is the reminder of the current cart (one per cart until it is ordered or emptied).
 * `cart_reminders`: one row per abandoned cart the sweep found: the reminder sent (or why not),
 * the restore link (hashed), and the order that recovered it. `cart_reminder_optouts`: contacts
 * that asked for no more reminders (the link in every reminder).
 */
export class SavedCarts1764300047219 implements MigrationInterface {
  name = 'SavedCarts1764300047219';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_carts (
        id serial PRIMARY KEY,
        "userId" integer UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        "guestTokenHash" text UNIQUE,
        email text CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
        phone text CHECK (phone IS NULL OR length(phone) BETWEEN 8 AND 16),
        language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en')),
        lines jsonb NOT NULL DEFAULT '[]',
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "remindedAt" timestamptz,
        CHECK (("userId" IS NULL) <> ("guestTokenHash" IS NULL)),
        CHECK ("userId" IS NOT NULL OR email IS NOT NULL OR phone IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX saved_carts_idle ON saved_carts ("updatedAt") WHERE "remindedAt" IS NULL AND lines <> '[]'::jsonb`);
    await q.query(`
      CREATE TABLE cart_reminders (
        id serial PRIMARY KEY,
        "cartId" integer REFERENCES saved_carts(id) ON DELETE SET NULL,
        "userId" integer REFERENCES users(id) ON DELETE SET NULL,
        email text,
        phone text,
        lines jsonb NOT NULL,
        "itemCount" integer NOT NULL,
        "abandonedAt" timestamptz NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL CHECK (status IN ('sent', 'off', 'optedOut', 'noContact')),
        channel text CHECK (channel IN ('email', 'whatsapp')),
        "sentAt" timestamptz,
        "restoreTokenHash" text UNIQUE,
        "restoreExpiresAt" timestamptz,
        "restoredAt" timestamptz,
        "recoveredOrderId" integer REFERENCES orders(id) ON DELETE SET NULL,
        "recoveredAt" timestamptz
      )`);
    await q.query(`CREATE INDEX cart_reminders_abandoned ON cart_reminders ("abandonedAt")`);
    await q.query(
      `CREATE INDEX cart_reminders_recovering ON cart_reminders ("sentAt") WHERE "recoveredOrderId" IS NULL AND "sentAt" IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE cart_reminder_optouts (
        contact text PRIMARY KEY,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_reminder_optouts`);
    await q.query(`DROP TABLE cart_reminders`);
    await q.query(`DROP TABLE saved_carts`);
  }
}
