import { apportionHalalas } from '../payments.js';
import type { Halalas } from '../money.js';
import type { DiscountAmount, ItemSet, PromotionLine } from './types.js';

/**
 * The cart as single units, the same however it was entered: lines of one variant and price are
 * merged, and units are ordered by price then variant. Every rule discounts units, so a result
 * never depends on the order of lines or how quantities were split.
 */
export interface Item {
  variantId: number;
  productId: number;
  categoryIds: number[];
  unitPrice: Halalas;
  quantity: number;
  /** the input lines this item merges, with their quantities */
  sources: Array<{ index: number; quantity: number }>;
}

export interface Unit {
  item: number;
  /** what is left of its price after the promotions applied so far */
  value: Halalas;
}

export function mergeLines(lines: ReadonlyArray<PromotionLine>): Item[] {
  const byKey = new Map<string, Item>();
  lines.forEach((line, index) => {
    const quantity = Math.max(0, Math.floor(line.quantity));
    if (!quantity) return;
    const key = `${line.variantId}:${line.unitPrice}`;
    const item = byKey.get(key);
    if (item) {
      item.quantity += quantity;
      item.sources.push({ index, quantity });
      for (const c of line.categoryIds ?? []) if (!item.categoryIds.includes(c)) item.categoryIds.push(c);
    } else
      byKey.set(key, {
        variantId: line.variantId,
        productId: line.productId,
        categoryIds: [...(line.categoryIds ?? [])],
        unitPrice: Math.max(0, Math.round(line.unitPrice)),
        quantity,
        sources: [{ index, quantity }],
      });
  });
  return [...byKey.values()].sort((a, b) => a.unitPrice - b.unitPrice || a.variantId - b.variantId);
}

export function unitsOf(items: Item[]): Unit[] {
  return items.flatMap((item, i) => Array.from({ length: item.quantity }, () => ({ item: i, value: item.unitPrice })));
}

export function inSet(set: ItemSet, item: Item): boolean {
  const { productIds = [], variantIds = [], categoryIds = [] } = set;
  if (!productIds.length && !variantIds.length && !categoryIds.length) return true;
  return (
    productIds.includes(item.productId) || variantIds.includes(item.variantId) || item.categoryIds.some((c) => categoryIds.includes(c))
  );
}

/** The amount a discount takes off `base` halalas: a rounded percent or a fixed sum, never more than `base`. */
export function amountOff(base: Halalas, discount: DiscountAmount): Halalas {
  if (base <= 0) return 0;
  const raw = 'percent' in discount ? Math.round((base * Math.min(Math.max(discount.percent, 0), 100)) / 100) : Math.round(discount.fixed);
  return Math.min(Math.max(raw, 0), base);
}

/** Takes `amount` off `units` in proportion to what is left of each (largest remainder); returns each unit's cut. */
export function spread(units: Unit[], amount: Halalas): Halalas[] {
  const total = units.reduce((s, u) => s + u.value, 0);
  const take = Math.min(Math.max(0, amount), total);
  if (!take) return units.map(() => 0);
  return apportionHalalas(
    take,
    units.map((u) => u.value),
  );
}
