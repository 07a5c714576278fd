import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { canTransition, LATE_CANCELLABLE_STATUSES, type Language, type OrderStatus } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { exportShipped } from './export-proof.js';
import { sqlInt, type TailStatement } from '../database/tail-commit.js';
import { PaymentOrderHooks } from '../payments/payment-order-hooks.service.js';
import type { FinalPaymentStatus } from '../payments/payment-settlement.service.js';
import { DomainEvents } from '../events/domain-events.js';
import type { DomainEventPayload } from '../events/event-catalogue.js';
import type { Carrier } from '../shipping/carrier.entity.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { Order } from './order.entity.js';
import { OrderEvent, type OrderActorType } from './order-event.entity.js';
import { sqlRows, updateReturning } from '../database/sql-rows.js';
import { shelfReturns, type ShelfReturn } from './shelf-returns.js';
import { Inventory } from '../inventory/inventory.service.js';
import { insertEntities } from '../database/entity-insert.js';

export interface Actor {
  type: OrderActorType;
  id: number | null;
  name: string | null;
}

export interface IssuedInvoice {
  invoiceNumber: string;
  invoicedAt: Date;
}

/** Takes the next counter value for the order `orderRef` (a parameter or an integer literal) and returns it. */
const issueInvoiceNumberSql = (
  orderRef: string,
) => `WITH counter AS (UPDATE invoice_counter SET value = value + 1 WHERE id = 1 RETURNING value::text AS v)
  UPDATE orders SET "invoiceNumber" = 'INV-' || repeat('0', greatest(0, 6 - length(counter.v))) || counter.v, "invoicedAt" = now()
  FROM counter WHERE orders.id = ${orderRef}
  RETURNING "invoiceNumber", "invoicedAt"`;

const toIssued = (row: { invoiceNumber: string; invoicedAt: Date | string }): IssuedInvoice => ({
  invoiceNumber: row.invoiceNumber,
  invoicedAt: new Date(row.invoicedAt),
});

export const SYSTEM: Actor = { type: 'system', id: null, name: null };
export const GATEWAY: Actor = { type: 'gateway', id: null, name: null };

export interface TransitionExtra {
  reason?: string;
  carrier?: Carrier;
  trackingNumber?: string;
  paymentOutcome?: Exclude<FinalPaymentStatus, 'Paid'>;
  note?: string | null;
  /** the customer cancels an order delivered too late: `Rejected` from any undelivered state */
  lateDelivery?: boolean;
}

/**
 * The order state machine with the rules that must hold inside the caller's transaction (DESIGN.md
 * §5): stock and coupon uses come back on rejection and payment failure, a confirmed order gets its
 * tax invoice number, every move is recorded (time, actor). What others do about it (tell the
 * customer, e-invoicing, reviews, reports) follows the `order.placed` and `order.transitioned` events.
 */
@Injectable()
export class OrderWorkflow implements OnModuleInit {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly events: DomainEvents,
    private readonly payments: PaymentOrderHooks,
    private readonly coupons: CouponsService,
    private readonly inventory: Inventory,
  ) {}

  onModuleInit(): void {
    // a settled payment moves its order in the same transaction: the order never disagrees with its payment
    this.events.within('payment.settled', (m, settled) => this.onPayment(m, settled));
  }

  /** Paid → New; declined, cancelled or expired → PaymentFailure (stock released). */
  private async onPayment(m: EntityManager, { paymentId, orderId, status, reason }: DomainEventPayload<'payment.settled'>): Promise<void> {
    const order = await m.getRepository(Order).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || order.status !== 'WaitingForPayment') {
      this.logger.warn(`payment ${paymentId} became ${status} while order ${orderId} is ${order?.status ?? 'missing'}`);
      return;
    }
    const actor = status === 'Expired' ? SYSTEM : GATEWAY;
    if (status === 'Paid') await this.transition(m, order.id, 'New', actor, { note: 'paid' });
    else await this.transition(m, order.id, 'PaymentFailure', actor, { paymentOutcome: status, note: reason ?? status.toLowerCase() });
  }

  /** Moves an order; anything but the state machine's moves is refused with 409. */
  async transition(m: EntityManager, orderId: number, to: OrderStatus, actor: Actor, extra: TransitionExtra = {}): Promise<Order> {
    const repo = m.getRepository(Order);
    const order = await repo.findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw new NotFoundError('order.notFound');
    const from = order.status;
    const lateCancel = extra.lateDelivery === true && to === 'Rejected' && LATE_CANCELLABLE_STATUSES.includes(from);
    if (!lateCancel && !canTransition(from, to)) throw new ConflictError('order.transitionRefused', { from, to });

    const patch: Partial<Order> = { status: to };
    let note = extra.note ?? null;
    switch (to) {
      case 'Rejected':
        await this.payments.onOrderRejected(m, order.id);
        await this.releaseStock(m, order, actor);
        if (order.couponId) await this.coupons.release(m, order.couponId);
        patch.rejectionReason = extra.reason ?? null;
        note = extra.reason ?? null;
        // an invoiced order is cancelled for ZATCA by a credit note: e-invoicing's rule on order.transitioned
        break;
      case 'PaymentFailure':
        await this.releaseStock(m, order, actor);
        if (order.couponId) await this.coupons.release(m, order.couponId);
        break;
      case 'New':
        Object.assign(patch, await this.issueInvoiceNumber(m, order.id));
        break;
      case 'OnTheWay': {
        const carrier = extra.carrier!;
        await this.payments.onOrderShipped(m, order.id, { carrier: carrier.name.en, trackingNumber: extra.trackingNumber ?? null });
        Object.assign(patch, {
          carrierId: carrier.id,
          carrierNameAr: carrier.name.ar,
          carrierNameEn: carrier.name.en,
          trackingUrlTemplate: carrier.trackingUrlTemplate,
          trackingNumber: extra.trackingNumber ?? null,
          shippedAt: new Date(),
        });
        // an export is zero-rated on the proof that it left the Kingdom: the carrier's tracking to the destination
        if (order.vatCategory === 'Z') patch.exportProof = exportShipped(order, carrier, extra.trackingNumber ?? null, patch.shippedAt!);
        note = `${carrier.name.en} ${extra.trackingNumber ?? ''}`.trim();
        break;
      }
      case 'Completed':
        patch.completedAt = new Date();
        if (order.exportProof) patch.exportProof = { ...order.exportProof, deliveredAt: patch.completedAt.toISOString() };
        await this.payments.onOrderCompleted(m, order.id);
        break;
    }
    await repo.update(order.id, patch);
    Object.assign(order, patch);
    const event = await this.record(m, order.id, from, to, actor, note);
    await this.events.publish(
      'order.transitioned',
      {
        orderId: order.id,
        eventId: event.id,
        from,
        to,
        actor: actor.type,
        reason: extra.reason ?? null,
        paymentOutcome: extra.paymentOutcome ?? null,
      },
      m,
    );
    if (patch.invoiceNumber) await this.events.publish('invoice.issued', { orderId: order.id }, m);
    return order;
  }

  /**
   * The first line of the timeline, and the `order.placed` event (messaging tells a cash-on-delivery
   * customer at once; a card or wallet order says nothing until it is paid or fails). A cash-on-delivery
   * order's invoice number is taken with the commit: `invoice.issued` goes with it.
   */
  async placed(
    m: EntityManager,
    order: Order,
    actor: Actor,
    asked: { whatsappOptInAsked: boolean; language: Language; marketingConsent?: { textVersion: string; ip: string } | null },
  ): Promise<OrderEvent> {
    const event = await this.record(m, order.id, null, order.status, actor, null);
    await this.events.publish('order.placed', { orderId: order.id, eventId: event.id, status: order.status, ...asked }, m);
    if (order.paymentMethod === 'cod') await this.events.publish('invoice.issued', { orderId: order.id }, m);
    return event;
  }

  /** Gives the order the next gapless, sequential tax invoice number; the counter row stays locked until commit. */
  async issueInvoiceNumber(m: EntityManager, orderId: number): Promise<IssuedInvoice> {
    const [issued] = await updateReturning<IssuedInvoice>(m, issueInvoiceNumberSql('$1'), [orderId]);
    return toIssued(issued);
  }

  /** The same as a statement for the end of a placement (see database/tail-commit.ts): the counter is every order's hot row. */
  invoiceNumberStatement(orderId: number, issued: (invoice: IssuedInvoice) => void): TailStatement {
    return {
      sql: issueInvoiceNumberSql(sqlInt(orderId)),
      onDone: ({ rows: [row] }) => issued(toIssued(row as { invoiceNumber: string; invoicedAt: Date | string })),
    };
  }

  /**
   * Puts the order's quantities back, once, through the inventory (which records and announces it):
   * each variant, a gift set's items as sold.
   */
  private async releaseStock(m: EntityManager, order: Order, actor: Actor): Promise<void> {
    const claimed = await updateReturning(
      m,
      `UPDATE orders SET "stockReleased" = true WHERE id = $1 AND NOT "stockReleased" RETURNING id`,
      [order.id],
    );
    if (!claimed.length) return;
    // what is still out: units a refund already put back on the shelf are not put back twice
    const lines = await sqlRows<ShelfReturn>(
      m,
      `WITH back AS (
         SELECT (l->>'itemId')::int AS "itemId", sum((l->>'quantity')::int) AS q
         FROM payment_refunds r, jsonb_array_elements(r.lines) l WHERE r."orderId" = $1 AND r.restocked GROUP BY 1)
       SELECT i.id AS "itemId", (i.quantity - coalesce(b.q, 0))::int AS quantity
       FROM order_items i LEFT JOIN back b ON b."itemId" = i.id WHERE i."orderId" = $1`,
      [order.id],
    );
    await this.inventory.move(m, await shelfReturns(m, lines), { reason: 'release', orderId: order.id, actorId: actor.id });
  }

  private async record(
    m: EntityManager,
    orderId: number,
    from: OrderStatus | null,
    to: OrderStatus,
    actor: Actor,
    note: string | null,
  ): Promise<OrderEvent> {
    const values = {
      orderId,
      fromStatus: from,
      toStatus: to,
      actorType: actor.type,
      actorId: actor.id,
      actorName: actor.name,
      note: note?.slice(0, 500) ?? null,
    };
    const [event] = await insertEntities(m, OrderEvent, [Object.assign(new OrderEvent(), values)]);
    return event;
  }
}
