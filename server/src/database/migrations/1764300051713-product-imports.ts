import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products CSV imports too big to write within one request (issue 14): the checked products wait
 * here for their job (`plans`, emptied when it ends), which reports its progress (`done` of
 * `total` products) and its outcome (`result`, or the rows' `problems`).
 */
export class ProductImports1764300051713 implements MigrationInterface {
  name = 'ProductImports1764300051713';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_imports (
        id serial PRIMARY KEY,
        "createdBy" integer REFERENCES users(id) ON DELETE SET NULL,
        language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en')),
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        total integer NOT NULL,
        done integer NOT NULL DEFAULT 0,
        plans jsonb,
        result jsonb,
        problems jsonb,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "finishedAt" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_imports`);
  }
}
