/**
 * The stock rule, in one place: what can be sold of a product from what is on the shelf. The
 * quote reports these problems per line and order placement refuses them; the database's
 * `CHECK (stock >= 0)` is the last word under concurrency (see server/src/database/tail-commit.ts).
 */
export type StockProblem = 'outOfStock' | 'insufficientStock';

export function stockProblem(stock: number, asked: number): StockProblem | null {
  if (stock <= 0) return 'outOfStock';
  return stock < asked ? 'insufficientStock' : null;
}

/** How many of `asked` units can be sold now (the quote prices what is in stock). */
export function sellableQuantity(stock: number, asked: number): number {
  return Math.max(0, Math.min(stock, asked));
}

/** What one customer may keep reserved in orders waiting for online payment (settings). */
export interface UnpaidHoldCaps {
  perProduct: number;
  total: number;
}

export type UnpaidHoldRefusal = { kind: 'product'; productId: number; max: number } | { kind: 'total'; max: number };

/**
 * Whether a customer may reserve `lines` in a new unpaid (card or e-wallet) order, given what
 * their other unpaid orders already hold (`held`: product id → units). Unpaid orders reserve stock
 * for 30 minutes, so without a cap one account could take a product off the shelf for everyone.
 */
export function unpaidHoldRefusal(
  held: ReadonlyMap<number, number>,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  caps: UnpaidHoldCaps,
): UnpaidHoldRefusal | null {
  for (const line of lines)
    if ((held.get(line.productId) ?? 0) + line.quantity > caps.perProduct)
      return { kind: 'product', productId: line.productId, max: caps.perProduct };
  const total = [...held.values()].reduce((a, b) => a + b, 0) + lines.reduce((a, l) => a + l.quantity, 0);
  return total > caps.total ? { kind: 'total', max: caps.total } : null;
}
