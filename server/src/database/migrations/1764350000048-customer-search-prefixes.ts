import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer search (issue 19 §7, customers/customer-search.ts): the start of a phone number or of
 * an email reads a btree prefix (text_pattern_ops serves LIKE 'abc%' whatever the collation)
 * instead of the trigram index, whose common trigrams ("cus", "@gm", "+96") sit in most rows.
 * Time: two btree builds over the users table, about a second each at 300,000 customers; they
 * lock users against writes for that long (a plain CREATE INDEX: migrations run in a transaction).
 */
export class CustomerSearchPrefixes1764350000048 implements MigrationInterface {
  name = 'CustomerSearchPrefixes1764350000048';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_phone_prefix ON users (phone text_pattern_ops)`);
    await q.query(`CREATE INDEX users_email_prefix ON users (email text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_email_prefix`);
    await q.query(`DROP INDEX IF EXISTS users_phone_prefix`);
  }
}
