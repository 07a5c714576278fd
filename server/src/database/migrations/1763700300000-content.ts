import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Shop content (issue 4): branches, banners, testimonials, pages, newsletter, contact messages. */
export class Content1763700300000 implements MigrationInterface {
  name = 'Content1763700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE branches (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "descriptionAr" text NOT NULL,
        "descriptionEn" text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        phone text,
        "hoursAr" text NOT NULL DEFAULT '',
        "hoursEn" text NOT NULL DEFAULT '',
        "sortOrder" int NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE banners (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "descriptionAr" text NOT NULL,
        "descriptionEn" text NOT NULL,
        image jsonb NOT NULL,
        position text NOT NULL CHECK (position IN ('after_categories', 'after_men', 'after_women', 'after_incense_oud', 'after_recent', 'after_featured', 'after_discounted')),
        link text,
        "isActive" boolean NOT NULL DEFAULT true,
        "sortOrder" int NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX banners_active ON banners (position, "sortOrder", id) WHERE "isActive"`);
    await q.query(`
      CREATE TABLE testimonials (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "jobAr" text NOT NULL,
        "jobEn" text NOT NULL,
        "reviewAr" text NOT NULL,
        "reviewEn" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE pages (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug IN ('about', 'privacy', 'return-policy', 'terms')),
        "titleAr" text NOT NULL,
        "titleEn" text NOT NULL,
        "bodyAr" text NOT NULL DEFAULT '',
        "bodyEn" text NOT NULL DEFAULT '',
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // the four pages always exist; the admin writes their text
    await q.query(`
      INSERT INTO pages (slug, "titleAr", "titleEn") VALUES
        ('about', 'من نحن', 'About us'),
        ('privacy', 'سياسة الخصوصية', 'Privacy policy'),
        ('return-policy', 'سياسة الاستبدال والاسترجاع', 'Return policy'),
        ('terms', 'الشروط والأحكام', 'Terms and conditions')`);
    await q.query(`
      CREATE TABLE newsletter_subscribers (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
        language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "unsubscribedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX newsletter_subscribers_created ON newsletter_subscribers ("createdAt")`);
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        subject text,
        message text NOT NULL,
        "isRead" boolean NOT NULL DEFAULT false,
        ip text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_messages_created ON contact_messages ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'newsletter_subscribers', 'pages', 'testimonials', 'banners', 'branches']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
