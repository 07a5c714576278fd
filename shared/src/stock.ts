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
