import type { CreditNoteSummaryDto } from '@ward/shared';
import { sqlRows, type RunsSql } from '../../database/sql-rows.js';

/**
 * The credit notes issued against these orders' invoices, per order, oldest first: phase-1 notes
 * (numbered at once) and phase-2 notes once signed (a note waiting for its ICV has no number yet).
 */
export async function issuedCreditNotes(db: RunsSql, orderIds: number[]): Promise<Map<number, CreditNoteSummaryDto[]>> {
  const notes = new Map<number, CreditNoteSummaryDto[]>();
  if (!orderIds.length) return notes;
  const rows = await sqlRows<{ id: string; orderId: number; number: string; issuedAt: Date; total: string }>(
    db,
    `SELECT id::text, "orderId", number, "issuedAt", total::text FROM zatca_documents
     WHERE "orderId" = ANY($1) AND kind = 'credit-note' AND number IS NOT NULL AND "issuedAt" IS NOT NULL ORDER BY id`,
    [orderIds],
  );
  for (const r of rows) {
    const list = notes.get(r.orderId) ?? [];
    list.push({ id: r.id, number: r.number, issuedAt: new Date(r.issuedAt).toISOString(), total: Number(r.total) });
    notes.set(r.orderId, list);
  }
  return notes;
}
