import { Injectable } from '@nestjs/common';
import { MAX_LINE_QUANTITY, type Language, type SavedCartDto } from '@ward/shared';
import { CheckoutPricer } from '../orders/pricing/checkout-pricer.js';
import type { CheckoutRequestLine } from '../orders/pricing/price-checkout.js';
import { toQuoteLine } from '../orders/quote.service.js';

/** A kept cart line: a variant and how many (never a price). */
export interface StoredLine {
  variantId: number;
  quantity: number;
}

/** Two carts as one: every variant of either, the larger quantity where both have it (first cart's order first). */
export function unionLines(first: StoredLine[], second: StoredLine[]): StoredLine[] {
  const merged = new Map<number, number>();
  for (const line of [...first, ...second]) merged.set(line.variantId, Math.max(merged.get(line.variantId) ?? 0, line.quantity));
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * The cart rules shared by sync, merge and restore, on the one pricing path (`CheckoutPricer`):
 * lines become variants (a one-variant product's line names its variant), lines that name
 * nothing sellable any more are dropped, and quantities are capped by what stock allows (a
 * sold-out line keeps 1, so the cart page can say so).
 */
@Injectable()
export class CartLines {
  constructor(private readonly pricer: CheckoutPricer) {}

  async settle(items: ReadonlyArray<CheckoutRequestLine>): Promise<StoredLine[]> {
    if (!items.length) return [];
    const { priced } = await this.pricer.price({ items });
    return priced.lines.flatMap((l) =>
      l.variant ? [{ variantId: l.variant.id, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, l.quantity)) }] : [],
    );
  }

  /** The lines as the storefront shows them: names, images, today's prices and stock. */
  async view(lines: StoredLine[], lang: Language): Promise<SavedCartDto> {
    if (!lines.length) return { lines: [] };
    const { priced } = await this.pricer.price({ items: lines });
    return { lines: priced.lines.filter((l) => l.variant).map((l) => toQuoteLine(l, lang)) };
  }
}

/** Lines read back from the database (jsonb), kept only if well formed. */
export function storedLines(value: unknown): StoredLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (l): l is StoredLine => !!l && Number.isInteger((l as StoredLine).variantId) && Number.isInteger((l as StoredLine).quantity),
  );
}
