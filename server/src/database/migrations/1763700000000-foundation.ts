import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, auth, mail outbox, rate limits and the catalogue (issue: foundation). */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL UNIQUE,
        phone text,
        address text,
        "passwordHash" text NOT NULL,
        role text NOT NULL DEFAULT 'Customer' CHECK (role IN ('Admin', 'Customer')),
        status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Blocked')),
        "tokenVersion" int NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_role_status ON users (role, status)`);
    await q.query(`CREATE INDEX users_created ON users ("createdAt")`);
    await q.query(`
      CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        "codeHash" text NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "failedAttempts" int NOT NULL DEFAULT 0,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_resets_user ON password_resets ("userId", "createdAt")`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        template text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts int NOT NULL DEFAULT 0,
        "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
        "lastError" text,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_due ON mail_outbox (status, "nextAttemptAt")`);
    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count int NOT NULL
      )`);
    await q.query(`
      CREATE TABLE categories (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "descriptionAr" text NOT NULL,
        "descriptionEn" text NOT NULL,
        section text CHECK (section IN ('men', 'women', 'incense_oud')),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "descriptionAr" text NOT NULL,
        "descriptionEn" text NOT NULL,
        price numeric(12,2) NOT NULL CHECK (price > 0),
        "finalPrice" numeric(12,2) NOT NULL CHECK ("finalPrice" >= 0),
        "categoryId" int NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
        images jsonb NOT NULL DEFAULT '[]',
        stock int NOT NULL DEFAULT 0 CHECK (stock >= 0),
        weight int CHECK (weight >= 0),
        "isFeatured" boolean NOT NULL DEFAULT false,
        "isDiscounted" boolean NOT NULL DEFAULT false,
        "discountValue" int CHECK ("discountValue" BETWEEN 1 AND 99),
        "ratingAverage" numeric(3,2) NOT NULL DEFAULT 0,
        "ratingCount" int NOT NULL DEFAULT 0,
        "searchName" text NOT NULL DEFAULT '',
        "searchText" text NOT NULL DEFAULT '',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX products_category ON products ("categoryId", "createdAt" DESC)`);
    await q.query(`CREATE INDEX products_final_price ON products ("finalPrice", id)`);
    await q.query(`CREATE INDEX products_created ON products ("createdAt" DESC, id DESC)`);
    await q.query(`CREATE INDEX products_featured ON products ("isFeatured", "createdAt" DESC)`);
    await q.query(`CREATE INDEX products_discounted ON products ("isDiscounted", "createdAt" DESC)`);
    await q.query(`CREATE INDEX products_stock ON products (stock)`);
    await q.query(`CREATE INDEX products_name_en ON products (lower("nameEn"), id)`);
    await q.query(`CREATE INDEX products_name_ar ON products ("nameAr", id)`);
    await q.query(`CREATE INDEX products_search_name ON products USING gin ("searchName" gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_search_text ON products USING gin ("searchText" gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['products', 'categories', 'rate_limits', 'mail_outbox', 'password_resets', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
