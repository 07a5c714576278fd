import { stockTakes, type Language } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { sqlInt, type TailStatement } from '../database/tail-commit.js';
import { sqlRows } from '../database/sql-rows.js';
import { outOfStock, productGone } from './placement-refusals.js';
import type { CheckoutLine } from './pricing/price-checkout.js';
import { sampleRefusal, type SampleLine } from './pricing/sample-lines.js';

/**
 * The statements that take an order's stock, sent with the COMMIT: each variant (a gift set's
 * items, a sample vial) once, in id order, so concurrent orders lock them in the same order.
 * A variant's `stock >= 0` CHECK refuses a shortfall, which rolls the whole order back; the
 * refusal then names the line that takes it (the gift set, when a set takes it; the sample).
 */
export function stockTakeStatements(db: DataSource, lines: CheckoutLine[], samples: SampleLine[], lang: Language): TailStatement[] {
  const sampleTakes = samples.map((s) => ({ quantity: 1, parts: [{ id: s.variant!.id, perUnit: 1 }] }));
  return stockTakes([...lines, ...sampleTakes]).map((take) => ({
    sql: `UPDATE product_variants SET stock = stock - ${sqlInt(take.quantity)} WHERE id = ${sqlInt(take.id)}`,
    explain: async (error) => {
      if ((error as { constraint?: string }).constraint !== 'product_variants_stock_check') return null;
      const [row] = await sqlRows<{ stock: number }>(db, `SELECT stock FROM product_variants WHERE id = $1`, [take.id]);
      const sample = samples.find((s) => s.variant!.id === take.id);
      if (sample) return sampleRefusal({ ...sample, problem: 'outOfStock' }, lang);
      const line = lines.find((l) => l.variantId === take.id) ?? lines.find((l) => l.parts.some((p) => p.id === take.id))!;
      if (!row) return productGone(line.index);
      if (row.stock >= take.quantity) return null;
      const perUnit = line.parts.find((p) => p.id === take.id)!.perUnit;
      return outOfStock(line.variant!, Math.floor(row.stock / perUnit), line.index, lang);
    },
  }));
}
