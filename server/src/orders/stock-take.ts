import type { Language } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { TailStatement } from '../database/tail-commit.js';
import { sqlRows } from '../database/sql-rows.js';
import type { Inventory } from '../inventory/inventory.service.js';
import type { OrderTake } from '../inventory/stock-tail.js';
import { stockTouchedProducts } from './order-items.js';
import { outOfStock, productGone } from './placement-refusals.js';
import type { CheckoutLine } from './pricing/price-checkout.js';
import { sampleRefusal, type SampleLine } from './pricing/sample-lines.js';

/** What an order takes: each line's variant, or a gift set's items times its quantity, and one of each sample vial. */
function orderTakes(lines: CheckoutLine[], samples: SampleLine[]): OrderTake[] {
  return [
    ...lines.flatMap((line) =>
      line.parts.map((p): OrderTake => ({
        variantId: p.id,
        quantity: line.quantity * p.perUnit,
        reason: line.variant!.components.length ? 'gift_set' : 'placement',
      })),
    ),
    ...samples.map((s): OrderTake => ({ variantId: s.variant!.id, quantity: 1, reason: 'placement' })),
  ];
}

/**
 * The statements that take an order's stock, sent with the COMMIT (the inventory's, which records
 * them, and tells every instance about the products whose shown stock changed once it committed).
 * A shortfall rolls the whole order back; the refusal then names the line that takes it (the gift
 * set, when a set takes it; the sample).
 */
export function stockTakeStatements(
  inventory: Inventory,
  db: DataSource,
  order: { id: number; userId: number },
  lines: CheckoutLine[],
  samples: SampleLine[],
  lang: Language,
): TailStatement[] {
  const products = [...new Set([...stockTouchedProducts(lines), ...samples.map((s) => s.productId)])];
  return inventory.takeAtCommit(orderTakes(lines, samples), products, {
    orderId: order.id,
    actorId: order.userId,
    explain: async (variantId, quantity) => {
      const [row] = await sqlRows<{ stock: number }>(db, `SELECT stock FROM product_variants WHERE id = $1`, [variantId]);
      const sample = samples.find((s) => s.variant!.id === variantId);
      if (sample) return sampleRefusal({ ...sample, problem: 'outOfStock' }, lang);
      const line = lines.find((l) => l.variantId === variantId) ?? lines.find((l) => l.parts.some((p) => p.id === variantId))!;
      if (!row) return productGone(line.index);
      if (row.stock >= quantity) return null;
      const perUnit = line.parts.find((p) => p.id === variantId)!.perUnit;
      return outOfStock(line.variant!, Math.floor(row.stock / perUnit), line.index, lang);
    },
  });
}
