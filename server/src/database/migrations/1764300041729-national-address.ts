import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saudi National Address (issue 18 §4): a saved address keeps its short address ("RRRD2929",
 * SPL's 4 letters and 4 digits, stored in normal form). Orders keep theirs in the address
 * snapshot (jsonb), so they need no column.
 */
export class NationalAddress1764300041729 implements MigrationInterface {
  name = 'NationalAddress1764300041729';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE addresses ADD COLUMN "shortAddress" text CHECK ("shortAddress" ~ '^[A-Z]{4}[0-9]{4}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE addresses DROP COLUMN "shortAddress"`);
  }
}
