/**
 * The stock rule, in one place: what can be sold from what is on the shelf. The quote reports
 * these problems per line and order placement refuses them; the database's `CHECK (stock >= 0)`
 * on each variant is the last word under concurrency (see server/src/database/tail-commit.ts).
 */
export type StockProblem = 'outOfStock' | 'insufficientStock';

export function stockProblem(stock: number, asked: number): StockProblem | null {
  if (stock <= 0) return 'outOfStock';
  return stock < asked ? 'insufficientStock' : null;
}

/**
 * What can be sold of a variant now, the one rule the database's `variant_sellable_stock` view
 * also states: its own stock, or for a gift set (a variant with components) the number of whole
 * sets its components make — a component sold out on its own makes the set sold out.
 */
export function sellableStock(own: number, components: ReadonlyArray<{ stock: number; quantity: number }>): number {
  return components.length ? Math.max(0, Math.min(...components.map((c) => Math.floor(c.stock / c.quantity)))) : own;
}

/** How many of `asked` units can be sold now (the quote prices what is in stock). */
export function sellableQuantity(stock: number, asked: number): number {
  return Math.max(0, Math.min(stock, asked));
}

/** A cart line as stock sees it: so many units, each taking `perUnit` of some shelf items (a gift set takes several). */
export interface StockDemand {
  asked: number;
  parts: ReadonlyArray<{ id: number; perUnit: number }>;
}

/**
 * What each line can have when the lines share shelves (a gift set and one of its items in the
 * same cart): lines are served in cart order, each taking what is left. `available` is what the
 * line could have had (the "only N left" figure).
 */
export function allocateStock(
  lines: readonly StockDemand[],
  shelf: ReadonlyMap<number, number>,
): Array<{ available: number; quantity: number; problem: StockProblem | null }> {
  const left = new Map(shelf);
  return lines.map((line) => {
    // a plain variant is its own one part: either way, the whole units its parts make (none without parts)
    const available = sellableStock(
      0,
      line.parts.map((p) => ({ stock: left.get(p.id) ?? 0, quantity: p.perUnit })),
    );
    const quantity = sellableQuantity(available, line.asked);
    for (const p of line.parts) left.set(p.id, (left.get(p.id) ?? 0) - quantity * p.perUnit);
    return { available, quantity, problem: stockProblem(available, line.asked) };
  });
}

/** The units each shelf item loses for these lines (a set's items times its quantity), in id order. */
export function stockTakes(
  lines: ReadonlyArray<{ quantity: number; parts: StockDemand['parts'] }>,
): Array<{ id: number; quantity: number }> {
  const takes = new Map<number, number>();
  for (const line of lines) for (const p of line.parts) takes.set(p.id, (takes.get(p.id) ?? 0) + line.quantity * p.perUnit);
  return [...takes].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
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

/**
 * Why a variant's stock moved. Every change is one row of the `stock_movements` ledger
 * (server/src/inventory/), written in the transaction that made it, so a variant's movements add
 * up to its stock: `opening` is what it had when the ledger began (or when a seed made it).
 */
export const STOCK_MOVEMENT_REASONS = [
  'opening',
  'placement',
  'gift_set',
  'release',
  'refund_restock',
  'return_restock',
  'bulk_edit',
  'csv_import',
  'admin_edit',
  'sample',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One line of a variant's stock history in the back office. */
export interface StockMovementDto {
  id: number;
  variantId: number;
  productId: number;
  sku: string;
  /** units added (positive) or taken (negative) */
  delta: number;
  /** the variant's stock right after this movement */
  stockAfter: number;
  reason: StockMovementReason;
  /** the order that took or gave back the units */
  orderId: number | null;
  orderNumber: string | null;
  /** another reference: the CSV import's id */
  reference: string | null;
  /** the customer who ordered, or the admin who edited; null: the shop itself (an expiry, a seed) */
  actorId: number | null;
  actorName: string | null;
  createdAt: string;
}
