import { toSar, type WalletLiabilityDto, type WalletSummaryDto } from '@ward/shared';
import { sqlRows, type RunsSql } from '../database/sql-rows.js';

/** react-admin field → SQL: the only names a client's sort can reach. */
const SORTS = new Map<string, string>([
  ['id', '"customerId"'],
  ['customerId', '"customerId"'],
  ['balance', 'balance'],
  ['credited', 'credited'],
  ['debited', 'debited'],
  ['lastMovementAt', '"lastMovementAt"'],
]);

export interface WalletListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  start: number;
  end: number;
  customerIds: number[] | null;
  /** only wallets holding money */
  withBalance: boolean;
}

interface SummaryRow {
  customerId: number;
  balance: string;
  credited: string;
  debited: string;
  lastMovementAt: Date;
  total: string;
}

/** One row per customer with a ledger (its id is the customer's), and how many there are. */
export async function readWalletList(db: RunsSql, q: WalletListQuery): Promise<[WalletSummaryDto[], number]> {
  const sort = SORTS.get(q.sortField) ?? '"lastMovementAt"';
  const rows = await sqlRows<SummaryRow>(
    db,
    `SELECT * , count(*) OVER () AS total FROM (
       SELECT "customerId", sum(amount) AS balance, sum(amount) FILTER (WHERE amount > 0) AS credited,
              -sum(amount) FILTER (WHERE amount < 0) AS debited, max("createdAt") AS "lastMovementAt"
       FROM wallet_entries WHERE ($1::int[] IS NULL OR "customerId" = ANY($1))
       GROUP BY "customerId") w
     WHERE NOT $2 OR balance > 0
     ORDER BY ${sort} ${q.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, "customerId" ${q.sortOrder === 'ASC' ? 'ASC' : 'DESC'}
     OFFSET $3 LIMIT $4`,
    [q.customerIds, q.withBalance, q.start, q.end - q.start + 1],
  );
  const total = rows.length ? Number(rows[0].total) : await countWallets(db, q);
  return [
    rows.map((r) => ({
      id: r.customerId,
      customerId: r.customerId,
      balance: toSar(Number(r.balance)),
      credited: toSar(Number(r.credited ?? 0)),
      debited: toSar(Number(r.debited ?? 0)),
      lastMovementAt: r.lastMovementAt.toISOString(),
    })),
    total,
  ];
}

/** How many wallets match when the page asked for is past the last (Content-Range still says the total). */
async function countWallets(db: RunsSql, q: WalletListQuery): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM (SELECT sum(amount) AS balance FROM wallet_entries
       WHERE ($1::int[] IS NULL OR "customerId" = ANY($1)) GROUP BY "customerId") w WHERE NOT $2 OR balance > 0`,
    [q.customerIds, q.withBalance],
  );
  return Number(row.n);
}

/**
 * What the shop owes in store credit as the ledger stands (the daily expiry pass keeps it net of
 * what has expired), how many customers hold it, and what of it expires within 30 days.
 */
export async function readWalletLiability(db: RunsSql): Promise<WalletLiabilityDto> {
  const [row] = await sqlRows<{ outstanding: string | null; customers: string; expiring: string | null }>(
    db,
    `SELECT sum(balance) AS outstanding, count(*) FILTER (WHERE balance > 0) AS customers,
            (SELECT sum(amount) FROM wallet_entries c WHERE c."expiresAt" > now() AND c."expiresAt" <= now() + interval '30 days'
               AND NOT EXISTS (SELECT 1 FROM wallet_entries x WHERE x.kind = 'expiry' AND x.reference = 'credit:' || c.id)) AS expiring
     FROM (SELECT sum(amount) AS balance FROM wallet_entries GROUP BY "customerId") w`,
  );
  return {
    outstanding: toSar(Number(row.outstanding ?? 0)),
    customers: Number(row.customers),
    expiringWithin30Days: toSar(Number(row.expiring ?? 0)),
  };
}
