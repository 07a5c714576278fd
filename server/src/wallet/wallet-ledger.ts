import { toSar, type Halalas, type LedgerLine, type WalletEntryDto, type WalletKind } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows, type RunsSql } from '../database/sql-rows.js';

/** pg_advisory_xact_lock class of one customer's wallet ("wllt"): its moves are decided one after another. */
const WALLET_LOCK = 0x776c6c74;

/** A line to write: positive for a credit kind, negative for a debit kind (the table checks both). */
export interface NewLine {
  customerId: number;
  amount: Halalas;
  kind: WalletKind;
  reason?: string | null;
  /** written once per kind: `order:12`, `refund:7`, `credit:40` */
  reference?: string | null;
  actorId?: number | null;
  expiresAt?: Date | null;
}

interface Row {
  id: number;
  amount: number;
  kind: WalletKind;
  reason: string | null;
  reference: string | null;
  expiresAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, amount, kind, reason, reference, "expiresAt", "createdAt"`;

/** Holds the customer's wallet until the transaction ends: a concurrent spend waits and then sees this one's lines. */
export async function lockWallet(m: EntityManager, customerId: number): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(${WALLET_LOCK}, $1)`, [customerId]);
}

/** Every line of the customer's ledger, oldest first (what the balance and expiries are worked out from). */
export async function ledgerOf(db: RunsSql, customerId: number): Promise<LedgerLine[]> {
  const rows = await sqlRows<Row>(db, `SELECT ${COLUMNS} FROM wallet_entries WHERE "customerId" = $1 ORDER BY id`, [customerId]);
  return rows.map((r) => ({ id: r.id, amount: r.amount, kind: r.kind, expiresAt: r.expiresAt, reference: r.reference }));
}

/** The newest lines first, as the statement shows them. */
export async function latestLines(db: RunsSql, customerId: number, limit: number): Promise<WalletEntryDto[]> {
  const rows = await sqlRows<Row>(db, `SELECT ${COLUMNS} FROM wallet_entries WHERE "customerId" = $1 ORDER BY id DESC LIMIT $2`, [
    customerId,
    limit,
  ]);
  return rows.map(toEntryDto);
}

/** Writes the line, or answers the one already written for its kind and reference (never twice). */
export async function writeLine(m: EntityManager, line: NewLine): Promise<{ entry: WalletEntryDto; written: boolean }> {
  const [row] = await sqlRows<Row>(
    m,
    `INSERT INTO wallet_entries ("customerId", amount, kind, reason, reference, "actorId", "expiresAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, reference) WHERE reference IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [line.customerId, line.amount, line.kind, line.reason ?? null, line.reference ?? null, line.actorId ?? null, line.expiresAt ?? null],
  );
  if (row) return { entry: toEntryDto(row), written: true };
  return { entry: (await lineOf(m, line.kind, line.reference!))!, written: false };
}

/** The line written for this kind and reference, if any. */
export async function lineOf(db: RunsSql, kind: WalletKind, reference: string): Promise<WalletEntryDto | null> {
  const [row] = await sqlRows<Row>(db, `SELECT ${COLUMNS} FROM wallet_entries WHERE kind = $1 AND reference = $2`, [kind, reference]);
  return row ? toEntryDto(row) : null;
}

const toEntryDto = (r: Row): WalletEntryDto => ({
  id: r.id,
  amount: toSar(r.amount),
  kind: r.kind,
  reason: r.reason,
  reference: r.reference,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
