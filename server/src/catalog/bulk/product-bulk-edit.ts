import { money, productFinalPrice, type BulkProductEdit, type BulkProductEditResult } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../common/domain-errors.js';
import { sqlRows } from '../../database/sql-rows.js';
import type { StockLevel } from '../../inventory/stock-writes.js';
import { REFRESH_PRODUCT_SUMMARY } from '../variants/variant-sql.js';

interface VariantRow {
  id: number;
  sku: string;
  price: string;
  stock: number;
  isDiscounted: boolean;
  discountValue: number | null;
  isSet: boolean;
}

interface VariantChange {
  id: number;
  price: number;
  stock: number;
  isDiscounted: boolean;
  discountValue: number | null;
  finalPrice: number;
}

const validPrice = money();

function newPrice(edit: BulkProductEdit, v: VariantRow): number {
  const current = Number(v.price);
  if (!edit.price) return current;
  const wanted = edit.price.mode === 'set' ? edit.price.value : current * (1 + edit.price.value / 100);
  const checked = validPrice.safeParse(Math.round(wanted * 100) / 100);
  if (!checked.success) throw new BadInputError('bulk.priceOutOfRange', { 'price.value': 'bulk.priceOutOfRange' }, { sku: v.sku });
  return checked.data;
}

function newStock(edit: BulkProductEdit, v: VariantRow): number {
  // a gift set's stock is what its components make: never written
  if (!edit.stock || v.isSet) return v.stock;
  const wanted = edit.stock.mode === 'set' ? edit.stock.value : v.stock + edit.stock.value;
  if (wanted < 0) throw new BadInputError('bulk.stockBelowZero', { 'stock.value': 'bulk.stockBelowZero' }, { sku: v.sku });
  return wanted;
}

function changeOf(edit: BulkProductEdit, v: VariantRow): VariantChange {
  const price = newPrice(edit, v);
  const isDiscounted = edit.discount ? edit.discount.isDiscounted : v.isDiscounted;
  const discountValue = edit.discount ? (isDiscounted ? (edit.discount.discountValue ?? null) : null) : v.discountValue;
  return {
    id: v.id,
    price,
    stock: newStock(edit, v),
    isDiscounted,
    discountValue,
    finalPrice: productFinalPrice({ price, isDiscounted, discountValue }),
  };
}

/**
 * Applies a bulk edit (shared/src/validation/product-bulk.ts) in the caller's transaction: locks
 * the products and their variants, computes every variant's new figures, and refuses the whole
 * edit (nothing written) when one product is missing or one variant would leave the rules.
 * Then one statement per table, the stock through `setStock` (the inventory's), and the products'
 * summary columns refreshed.
 */
export async function applyBulkEdit(
  m: EntityManager,
  edit: BulkProductEdit,
  setStock: (levels: StockLevel[]) => Promise<void>,
): Promise<BulkProductEditResult> {
  const ids = [...new Set(edit.ids)];
  const found = await sqlRows<{ id: number }>(m, `SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
  if (found.length !== ids.length) throw new BadInputError('bulk.productMissing', { ids: 'bulk.productMissing' });
  const variants = await sqlRows<VariantRow>(
    m,
    `SELECT v.id, v.sku, v.price, v.stock, v."isDiscounted", v."discountValue",
            EXISTS (SELECT 1 FROM variant_components k WHERE k."setId" = v.id) AS "isSet"
     FROM product_variants v WHERE v."productId" = ANY($1::int[]) AND NOT v."isSample" ORDER BY v.id FOR UPDATE OF v`,
    [ids],
  );
  const touchesVariants = Boolean(edit.price || edit.stock || edit.discount);
  if (touchesVariants) {
    const changes = variants.map((v) => changeOf(edit, v));
    await m.query(
      `UPDATE product_variants v SET price = c.price, "isDiscounted" = c.disc, "discountValue" = c.value, "finalPrice" = c.final
       FROM unnest($1::int[], $2::numeric[], $3::bool[], $4::int[], $5::numeric[]) AS c(id, price, disc, value, final)
       WHERE v.id = c.id`,
      [
        changes.map((c) => c.id),
        changes.map((c) => c.price),
        changes.map((c) => c.isDiscounted),
        changes.map((c) => c.discountValue),
        changes.map((c) => c.finalPrice),
      ],
    );
    if (edit.stock) await setStock(changes.map((c) => ({ variantId: c.id, stock: c.stock })));
  }
  if (edit.isFeatured !== undefined)
    await m.query(`UPDATE products SET "isFeatured" = $2, "updatedAt" = now() WHERE id = ANY($1::int[])`, [ids, edit.isFeatured]);
  if (touchesVariants) await m.query(REFRESH_PRODUCT_SUMMARY, [ids]);
  const { ids: _, ...applied } = edit;
  return { products: ids.length, variants: touchesVariants ? variants.length : 0, ids, applied };
}
