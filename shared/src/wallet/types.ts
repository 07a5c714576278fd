import type { WalletKind } from './ledger.js';

/** One line of a wallet statement (SAR, like every amount on the wire; negative for a debit). */
export interface WalletEntryDto {
  id: number;
  amount: number;
  kind: WalletKind;
  /** what the admin wrote for goodwill or a correction; null for the shop's own moves */
  reason: string | null;
  /** what it came from: `order:12`, `return:3`, `credit:40` (an expiry) */
  reference: string | null;
  expiresAt: string | null;
  createdAt: string;
}

/** A customer's wallet: the spendable balance, what expires within 30 days, and the latest lines. */
export interface WalletDto {
  customerId: number;
  balance: number;
  expiringSoon: number;
  entries: WalletEntryDto[];
}

/** The back office's list: one row per customer who has had a wallet movement. */
export interface WalletSummaryDto {
  id: number;
  customerId: number;
  balance: number;
  credited: number;
  debited: number;
  lastMovementAt: string;
}

/** What the shop owes in store credit (a liability the accountant closes the month with). */
export interface WalletLiabilityDto {
  outstanding: number;
  customers: number;
  expiringWithin30Days: number;
}
