import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataArgsStorage } from 'typeorm';
import { ProductVariant } from '../catalog/variants/product-variant.entity.js';

const serverSrc = fileURLToPath(new URL('..', import.meta.url));

/** The server's own code: not the inventory, not the migrations (history), not tests (their fixtures may set a shelf). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(serverSrc, path);
    if (entry.isDirectory()) return ['inventory', 'testing', join('database', 'migrations')].includes(rel) ? [] : codeFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Statements that write `product_variants.stock`: an UPDATE setting it, an INSERT listing it, an upsert copying it. */
const STOCK_WRITES = [
  /UPDATE\s+"?product_variants"?(?:\s+(?:AS\s+)?\w+)?\s+SET\b[^`;]*?[\s,."]stock"?\s*=/gi,
  /INSERT\s+INTO\s+"?product_variants"?\s*\([^)]*\bstock\b[^)]*\)/gi,
  /\bEXCLUDED\.stock\b/gi,
];

function stockWritesIn(text: string): string[] {
  return STOCK_WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0].replace(/\s+/g, ' ').slice(0, 120)));
}

/** Issue 27 §2: the inventory module is the only code that writes stock. */
describe('one owner of stock', () => {
  it('no SQL outside server/src/inventory writes a variant’s stock', () => {
    const found = codeFiles(serverSrc).flatMap((file) =>
      stockWritesIn(readFileSync(file, 'utf8')).map((sql) => `${relative(serverSrc, file)}: ${sql}`),
    );
    expect(found).toEqual([]);
  });

  it('the check itself finds each kind of stock write', () => {
    expect(stockWritesIn('`UPDATE product_variants SET stock = stock - 1 WHERE id = 1`')).toHaveLength(1);
    expect(stockWritesIn('`UPDATE product_variants v SET price = c.price, stock = c.stock FROM c`')).toHaveLength(1);
    expect(stockWritesIn('`UPDATE "product_variants" SET "stock" = 3`')).toHaveLength(1);
    expect(stockWritesIn('`INSERT INTO product_variants ("productId", sku, stock) VALUES (1, 2, 3)`')).toHaveLength(1);
    expect(stockWritesIn('`ON CONFLICT ("productId") DO UPDATE SET stock = EXCLUDED.stock`')).toHaveLength(1);
    expect(stockWritesIn('`UPDATE product_variants SET sku = $2, "updatedAt" = now() WHERE stock > 0`')).toEqual([]);
    expect(stockWritesIn('`SELECT stock FROM product_variants`')).toEqual([]);
  });

  it('TypeORM never writes it: the entity’s stock is neither inserted nor updated (repository saves leave it alone)', () => {
    const column = getMetadataArgsStorage().columns.find((c) => c.target === ProductVariant && c.propertyName === 'stock');
    expect(column?.options).toMatchObject({ insert: false, update: false });
  });
});
