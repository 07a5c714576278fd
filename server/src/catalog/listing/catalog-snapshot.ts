import type { Pool } from 'pg';
import { productStockTotal } from '../variants/variant-sql.js';

/** The orders a listing can be read in, as positions into the snapshot's arrays. */
export interface ListingOrders {
  /** featured first, newest first, id last (the shop's default) */
  featured: Int32Array;
  /** listed ("from") price ascending, id descending; read backwards for descending */
  price: Int32Array;
  /** lower(English name) ascending, id descending; backwards for descending */
  nameEn: Int32Array;
  /** Arabic name ascending, id descending; backwards for descending */
  nameAr: Int32Array;
}

/**
 * What the storefront's filters, sorts and facets need of every product (its listed price is its
 * lowest variant's final price, `minPrice`; its stock, what its variants can sell), in flat
 * arrays indexed by position (about 40 bytes a product: 4 MB for 100,000), read from PostgreSQL
 * in one statement. The orders come from PostgreSQL's own sort (row_number), so they are exactly the
 * database's collation.
 */
export class CatalogSnapshot {
  readonly positionOf = new Map<number, number>();

  private constructor(
    readonly ids: Int32Array,
    readonly categories: Int32Array,
    readonly prices: Float64Array,
    readonly stock: Int32Array,
    readonly featured: Uint8Array,
    readonly discounted: Uint8Array,
    readonly orders: ListingOrders,
  ) {
    ids.forEach((id, position) => this.positionOf.set(id, position));
  }

  get size(): number {
    return this.ids.length;
  }

  static async load(pool: Pool): Promise<CatalogSnapshot> {
    const { rows } = await pool.query<unknown[]>({
      text: `SELECT p.id, p."categoryId", p."minPrice"::float8, ${productStockTotal('p')}, p."isFeatured", p."isDiscounted",
          row_number() OVER (ORDER BY p."isFeatured" DESC, p."createdAt" DESC, p.id DESC)::int,
          row_number() OVER (ORDER BY p."minPrice", p.id DESC)::int,
          row_number() OVER (ORDER BY lower(p."nameEn"), p.id DESC)::int,
          row_number() OVER (ORDER BY p."nameAr", p.id DESC)::int
        FROM products p`,
      rowMode: 'array',
    });
    const n = rows.length;
    const ids = new Int32Array(n);
    const categories = new Int32Array(n);
    const prices = new Float64Array(n);
    const stock = new Int32Array(n);
    const featured = new Uint8Array(n);
    const discounted = new Uint8Array(n);
    const orders: ListingOrders = {
      featured: new Int32Array(n),
      price: new Int32Array(n),
      nameEn: new Int32Array(n),
      nameAr: new Int32Array(n),
    };
    rows.forEach((row, i) => {
      const r = row as [number, number, number, number, boolean, boolean, number, number, number, number];
      ids[i] = r[0];
      categories[i] = r[1];
      prices[i] = r[2];
      stock[i] = r[3];
      featured[i] = r[4] ? 1 : 0;
      discounted[i] = r[5] ? 1 : 0;
      orders.featured[r[6] - 1] = i;
      orders.price[r[7] - 1] = i;
      orders.nameEn[r[8] - 1] = i;
      orders.nameAr[r[9] - 1] = i;
    });
    return new CatalogSnapshot(ids, categories, prices, stock, featured, discounted, orders);
  }

  /** Whether the product has stock to sell; false for one the snapshot does not hold (yet). */
  inStock(id: number): boolean {
    const position = this.positionOf.get(id);
    return position !== undefined && this.stock[position] > 0;
  }

  /** Orders change stock all day: the new figures are written in place. */
  setStock(id: number, value: number): void {
    const position = this.positionOf.get(id);
    if (position !== undefined) this.stock[position] = value;
  }
}
