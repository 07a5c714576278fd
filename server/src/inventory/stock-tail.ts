import { sqlInt, type TailStatement } from '../database/tail-commit.js';
import { checkedReason } from './stock-writes.js';

/** Units an order takes from one variant, and why: its own line (`placement`) or a gift set it sells (`gift_set`). */
export interface OrderTake {
  variantId: number;
  quantity: number;
  reason: 'placement' | 'gift_set';
}

export interface OrderTakeOptions {
  orderId: number;
  /** the customer */
  actorId: number | null;
  /**
   * After a failed tail (rolled back) because of `variantId`, of which the order takes `quantity`
   * (a shortfall: the `product_variants_stock_check` CHECK; a variant deleted meanwhile:
   * `stock_movements_variantId_fkey`): the error to throw, or null when it is not the reason.
   */
  explain: (variantId: number, quantity: number) => Promise<Error | null>;
  /** once committed */
  onDone: () => void;
}

/** The variant a foreign key violation names: `Key ("variantId")=(42) is not present …`. */
function missingVariant(error: unknown): number | null {
  const detail = (error as { detail?: string }).detail ?? '';
  const id = /\)=\((\d+)\)/.exec(detail)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * The statements that take an order's stock, sent with its COMMIT (database/tail-commit.ts): each
 * variant once, in id order, so concurrent orders lock them in the same order, by a conditional
 * decrement the `stock >= 0` CHECK guards (a shortfall rolls the whole order back); then the
 * ledger, one row per variant and reason in a single INSERT, behind the locks it needs no more.
 */
export function orderTakeStatements(takes: readonly OrderTake[], options: OrderTakeOptions): TailStatement[] {
  const perVariant = new Map<number, number>();
  const perReason = new Map<string, { variantId: number; quantity: number; reason: string }>();
  for (const take of takes) {
    if (take.quantity <= 0) continue;
    perVariant.set(take.variantId, (perVariant.get(take.variantId) ?? 0) + take.quantity);
    const key = `${take.variantId}:${take.reason}`;
    const row = perReason.get(key) ?? { variantId: take.variantId, quantity: 0, reason: checkedReason(take.reason) };
    row.quantity += take.quantity;
    perReason.set(key, row);
  }
  if (!perVariant.size) return [];
  const updates: TailStatement[] = [...perVariant]
    .sort(([a], [b]) => a - b)
    .map(([id, quantity]) => ({
      sql: `UPDATE product_variants SET stock = stock - ${sqlInt(quantity)} WHERE id = ${sqlInt(id)}`,
      explain: (error) =>
        (error as { constraint?: string }).constraint === 'product_variants_stock_check'
          ? options.explain(id, quantity)
          : Promise.resolve(null),
    }));
  const order = sqlInt(options.orderId);
  const actor = options.actorId === null ? 'NULL' : sqlInt(options.actorId);
  const rows = [...perReason.values()]
    .sort((a, b) => a.variantId - b.variantId || a.reason.localeCompare(b.reason))
    .map((r) => `(${sqlInt(r.variantId)}, ${sqlInt(-r.quantity)}, '${r.reason}', ${order}, ${actor})`);
  const ledger: TailStatement = {
    sql: `INSERT INTO stock_movements ("variantId", delta, reason, "orderId", "actorId") VALUES ${rows.join(', ')}`,
    explain: async (error) => {
      if ((error as { constraint?: string }).constraint !== 'stock_movements_variantId_fkey') return null;
      const gone = missingVariant(error);
      return gone === null ? null : options.explain(gone, perVariant.get(gone) ?? 0);
    },
    onDone: options.onDone,
  };
  return [...updates, ledger];
}
