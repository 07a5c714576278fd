import type { Halalas } from '../money.js';

/**
 * A customer's wallet is a ledger (issue 31): credits (refunds, returns, cashback, goodwill) and
 * debits (checkout, admin corrections, expiry). The balance is the sum of its entries, never kept
 * anywhere else. Credits may expire; spending takes the credit that expires first, so what runs
 * out is only what was never spent.
 */
export const WALLET_CREDIT_KINDS = ['goodwill', 'refund', 'return', 'cashback', 'checkoutReversal'] as const;
export const WALLET_DEBIT_KINDS = ['correction', 'checkout', 'expiry'] as const;
export const WALLET_KINDS = [...WALLET_CREDIT_KINDS, ...WALLET_DEBIT_KINDS] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** One ledger line as the model reads it: positive credits, negative debits, in the order written. */
export interface LedgerLine {
  id: number;
  amount: Halalas;
  kind: WalletKind;
  /** credits only: when what is left of it stops being spendable */
  expiresAt: Date | null;
  /** an expiry line names the credit it closes (`credit:<id>`) */
  reference: string | null;
}

/** What is left of each credit after the debits so far, soonest-expiring credit spent first. */
export function creditRemainders(lines: readonly LedgerLine[]): Map<number, Halalas> {
  const left = new Map<number, Halalas>();
  const open: LedgerLine[] = [];
  for (const line of lines) {
    if (line.amount > 0) {
      left.set(line.id, line.amount);
      open.push(line);
      continue;
    }
    const closes = line.kind === 'expiry' ? /^credit:(\d+)$/.exec(line.reference ?? '') : null;
    if (closes) {
      const id = Number(closes[1]);
      left.set(id, (left.get(id) ?? 0) + line.amount);
      continue;
    }
    let owed = -line.amount;
    for (const credit of spendingOrder(open)) {
      if (owed === 0) break;
      const take = Math.min(owed, left.get(credit.id) ?? 0);
      left.set(credit.id, (left.get(credit.id) ?? 0) - take);
      owed -= take;
    }
  }
  return left;
}

const spendingOrder = (credits: readonly LedgerLine[]) =>
  [...credits].sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.id - b.id);

/** The credits whose time has come and that still hold money: what an expiry pass writes off. */
export function dueExpiries(lines: readonly LedgerLine[], now: Date): Array<{ creditId: number; amount: Halalas }> {
  const left = creditRemainders(lines);
  return lines
    .filter((l) => l.amount > 0 && l.expiresAt !== null && l.expiresAt <= now && (left.get(l.id) ?? 0) > 0)
    .map((l) => ({ creditId: l.id, amount: left.get(l.id)! }));
}

/** What the customer can spend now: the sum, less what has expired but is not yet written off. */
export function spendableBalance(lines: readonly LedgerLine[], now: Date): Halalas {
  const sum = lines.reduce((total, l) => total + l.amount, 0);
  return sum - dueExpiries(lines, now).reduce((total, e) => total + e.amount, 0);
}

/** Of the spendable balance, what expires by `until` (the customer is told before it goes). */
export function expiringBy(lines: readonly LedgerLine[], now: Date, until: Date): Halalas {
  const left = creditRemainders(lines);
  return lines
    .filter((l) => l.amount > 0 && l.expiresAt !== null && l.expiresAt > now && l.expiresAt <= until)
    .reduce((total, l) => total + Math.max(0, left.get(l.id) ?? 0), 0);
}
