import { Injectable, type OnModuleInit } from '@nestjs/common';
import { toHalalas, toSar } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../../database/sql-rows.js';
import { DomainEvents } from '../../events/domain-events.js';
import type { DomainEventPayload } from '../../events/event-catalogue.js';
import { CorrectionsService, type CorrectionRequest } from './corrections.service.js';

/**
 * E-invoicing's rules on the order events (issue 27): an invoiced order that is refunded or rejected
 * gets its credit note in the same transaction (`within`), so no refund or rejection ever commits
 * without its document. Orders publish what happened; they never call e-invoicing.
 */
@Injectable()
export class OrderCorrections implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly corrections: CorrectionsService,
  ) {}

  onModuleInit(): void {
    this.events.within('refund.issued', (m, refund) => this.creditRefund(m, refund));
    this.events.within('order.transitioned', (m, move) =>
      move.to === 'Rejected'
        ? this.creditWhatIsLeft(m, move.orderId, `رفض الطلب | Order rejected: ${move.reason ?? '-'}`)
        : Promise.resolve(),
    );
  }

  /** The whole invoice when the first refund gives everything back; else the refunded lines, or the amount. */
  private async creditRefund(m: EntityManager, refund: DomainEventPayload<'refund.issued'>): Promise<void> {
    const [found] = await sqlRows<{ total: number; invoiced: boolean; lines: CorrectionLines | null; earlier: number }>(
      m,
      `SELECT o.total::float AS total, o."invoiceNumber" IS NOT NULL AS invoiced, r.lines,
              (SELECT count(*)::int FROM payment_refunds e WHERE e."orderId" = o.id AND e.id <> r.id) AS earlier
       FROM payment_refunds r JOIN orders o ON o.id = r."orderId" WHERE r.id = $1`,
      [refund.refundId],
    );
    if (!found?.invoiced) return;
    const amount = toHalalas(refund.amount);
    const reason = refund.reason;
    const request: CorrectionRequest =
      amount === toHalalas(found.total) && found.earlier === 0
        ? { whole: true, reason }
        : found.lines
          ? { lines: found.lines, reason }
          : { amount: refund.amount, reason };
    await this.corrections.issueCreditNote(refund.orderId, request, m);
  }

  /** A credit note for the part of the order no refund has credited yet (the whole order when none did). */
  private async creditWhatIsLeft(m: EntityManager, orderId: number, reason: string): Promise<void> {
    const [order] = await sqlRows<{ total: number; invoiced: boolean; refunded: number }>(
      m,
      `SELECT o.total::float AS total, o."invoiceNumber" IS NOT NULL AS invoiced,
              (SELECT coalesce(sum(amount), 0)::float FROM payment_refunds WHERE "orderId" = o.id) AS refunded
       FROM orders o WHERE o.id = $1`,
      [orderId],
    );
    if (!order?.invoiced) return;
    const left = toHalalas(order.total) - toHalalas(order.refunded);
    if (left <= 0) return;
    await this.corrections.issueCreditNote(orderId, order.refunded > 0 ? { amount: toSar(left), reason } : { whole: true, reason }, m);
  }
}

type CorrectionLines = Array<{ itemId: number; quantity: number }>;
