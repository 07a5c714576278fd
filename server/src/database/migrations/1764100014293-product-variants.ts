import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product variants (issue 14): a perfume in 30, 50 and 100 ml, oud oil by the tola. Stock lives
 * on `product_variants`; every existing product becomes a one-variant product (its id, reviews
 * and order history untouched; the variant's SKU is the `WRD-00042` shoppers already saw).
 *
 * Taking stock stays a HOT update on one row per variant: no index reads `stock`, and the table
 * keeps free room on each page (fillfactor). `products` keeps its default variant's price,
 * discount and weight plus the range of final prices (`minPrice`, `maxPrice`) for listings, all
 * written by the catalogue service on admin writes only; orders never touch `products`.
 *
 * A gift set is a variant whose `variant_components` name other variants; selling one takes
 * theirs. A variant inside a set cannot be deleted (RESTRICT) while the set holds it.
 */
export class ProductVariants1764100014293 implements MigrationInterface {
  name = 'ProductVariants1764100014293';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_variants (
        id serial PRIMARY KEY,
        "productId" int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$'),
        barcode text,
        options jsonb NOT NULL DEFAULT '{}',
        price numeric(12,2) NOT NULL CHECK (price > 0),
        "isDiscounted" boolean NOT NULL DEFAULT false,
        "discountValue" int CHECK ("discountValue" BETWEEN 1 AND 99),
        "finalPrice" numeric(12,2) NOT NULL,
        stock int NOT NULL DEFAULT 0 CHECK (stock >= 0),
        weight int CHECK (weight >= 0),
        images jsonb NOT NULL DEFAULT '[]',
        "isDefault" boolean NOT NULL DEFAULT false,
        position int NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      ) WITH (fillfactor = 85)`);
    await q.query(`CREATE UNIQUE INDEX product_variants_sku ON product_variants (lower(sku))`);
    await q.query(`CREATE INDEX product_variants_product ON product_variants ("productId", position, id)`);
    await q.query(`CREATE UNIQUE INDEX product_variants_options ON product_variants ("productId", options)`);
    await q.query(`CREATE UNIQUE INDEX product_variants_one_default ON product_variants ("productId") WHERE "isDefault"`);
    await q.query(`CREATE INDEX product_variants_barcode ON product_variants (barcode) WHERE barcode IS NOT NULL`);

    await q.query(`
      CREATE TABLE variant_components (
        "setId" int NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
        "componentId" int NOT NULL REFERENCES product_variants(id) ON DELETE RESTRICT,
        quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 20),
        PRIMARY KEY ("setId", "componentId"),
        CHECK ("setId" <> "componentId")
      )`);
    await q.query(`CREATE INDEX variant_components_component ON variant_components ("componentId")`);

    await q.query(`
      INSERT INTO product_variants ("productId", sku, price, "isDiscounted", "discountValue", "finalPrice", stock, weight, "isDefault", "createdAt", "updatedAt")
      SELECT id, 'WRD-' || lpad(id::text, 5, '0'), price, "isDiscounted", "discountValue", "finalPrice", stock, weight, true, "createdAt", "updatedAt"
      FROM products ORDER BY id`);

    await q.query(`
      ALTER TABLE products
        ADD COLUMN options jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN "minPrice" numeric(12,2) NOT NULL DEFAULT 0,
        ADD COLUMN "maxPrice" numeric(12,2) NOT NULL DEFAULT 0`);
    await q.query(`UPDATE products SET "minPrice" = "finalPrice", "maxPrice" = "finalPrice"`);
    await q.query(`CREATE INDEX products_min_price ON products ("minPrice", id)`);
    await q.query(`ALTER TABLE products DROP COLUMN stock`);
    await q.query(`ALTER TABLE products RESET (fillfactor)`);

    await q.query(`
      ALTER TABLE order_items
        ADD COLUMN "variantId" int REFERENCES product_variants(id) ON DELETE SET NULL,
        ADD COLUMN sku text,
        ADD COLUMN "optionLabels" jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN components jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`
      UPDATE order_items i SET "variantId" = v.id, sku = v.sku
      FROM product_variants v WHERE v."productId" = i."productId"`);
    await q.query(`CREATE INDEX order_items_variant ON order_items ("variantId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS order_items_variant`);
    await q.query(`ALTER TABLE order_items DROP COLUMN "variantId", DROP COLUMN sku, DROP COLUMN "optionLabels", DROP COLUMN components`);
    await q.query(`ALTER TABLE products ADD COLUMN stock int NOT NULL DEFAULT 0 CHECK (stock >= 0)`);
    await q.query(`
      UPDATE products p SET stock = v.stock FROM product_variants v WHERE v."productId" = p.id AND v."isDefault"`);
    await q.query(`ALTER TABLE products SET (fillfactor = 85)`);
    await q.query(`DROP INDEX IF EXISTS products_min_price`);
    await q.query(`ALTER TABLE products DROP COLUMN options, DROP COLUMN "minPrice", DROP COLUMN "maxPrice"`);
    await q.query(`DROP TABLE variant_components`);
    await q.query(`DROP TABLE product_variants`);
  }
}
