import { localizedLabel, optionLabels, type ProductOptionDto, type StockAlertSummaryDto, type VariantOptions } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { ListQuery } from '../common/list-query.js';
import { productStockTotal, sellableStock } from '../catalog/variants/variant-sql.js';

interface WaitingRow {
  productId: number;
  variantId: number | null;
  nameAr: string;
  nameEn: string;
  productOptions: ProductOptionDto[];
  variantOptions: VariantOptions | null;
  sku: string | null;
  stock: number;
  waiting: number;
  bySms: number;
  oldestAt: Date;
  total: number;
}

/**
 * The back office: how many wait for each variant (and for products as a whole, a row of their
 * own), most waited-for first, with what can be sold of it now.
 */
export async function waitingPerVariant(db: DataSource, query: ListQuery): Promise<[StockAlertSummaryDto[], number]> {
  const rows: WaitingRow[] = await db.query(
    `SELECT w.*, p."nameAr", p."nameEn", p.options AS "productOptions", v.options AS "variantOptions", v.sku,
            CASE WHEN v.id IS NULL THEN ${productStockTotal('p')} ELSE ${sellableStock('v')} END AS stock
       FROM (SELECT "productId", "variantId", count(*)::int AS waiting, count(phone)::int AS "bySms",
                    min("createdAt") AS "oldestAt", count(*) OVER ()::int AS total
               FROM stock_alerts WHERE "notifiedAt" IS NULL GROUP BY "productId", "variantId"
              ORDER BY waiting DESC, "productId" DESC, "variantId" NULLS FIRST OFFSET $1 LIMIT $2) w
       JOIN products p ON p.id = w."productId" LEFT JOIN product_variants v ON v.id = w."variantId"
      ORDER BY w.waiting DESC, w."productId" DESC, w."variantId" NULLS FIRST`,
    [query.start, query.end - query.start + 1],
  );
  const items = rows.map((r) => ({
    id: r.variantId === null ? String(r.productId) : `${r.productId}:${r.variantId}`,
    productId: r.productId,
    variantId: r.variantId,
    name: { ar: r.nameAr, en: r.nameEn },
    sku: r.sku,
    label: r.variantOptions ? localizedLabel(optionLabels(r.productOptions ?? [], r.variantOptions)) : null,
    stock: r.stock,
    waiting: r.waiting,
    bySms: r.bySms,
    oldestAt: r.oldestAt.toISOString(),
  }));
  return [items, rows[0]?.total ?? 0];
}
