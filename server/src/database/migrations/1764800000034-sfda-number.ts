import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SFDA (issue 33 §5): a cosmetic is notified in eCosma before sale; its notification number is
 * kept per product (optional, upper case: the format in shared/src/sfda.ts), so the back office can
 * list the products still without one.
 */
export class SfdaNumber1764800000034 implements MigrationInterface {
  name = 'SfdaNumber1764800000034';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN "sfdaNumber" text,
      ADD CONSTRAINT products_sfda_number_check CHECK ("sfdaNumber" ~ '^[A-Z0-9][A-Z0-9/-]{5,19}$' AND "sfdaNumber" ~ '[0-9]')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP CONSTRAINT products_sfda_number_check, DROP COLUMN "sfdaNumber"`);
  }
}
