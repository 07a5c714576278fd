import { Injectable } from '@nestjs/common';
import { isDeadlock } from '../../database/deadlock.js';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  refundForLines,
  splitRefund,
  toHalalas,
  toSar,
  type OrderDto,
  type RefundableOrder,
  type RefundMeans,
  type RefundRequest,
} from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../common/domain-errors.js';
import { PaymentRefund } from '../../payments/payment.entity.js';
import { PaymentRefunds } from '../../payments/payment-refunds.service.js';
import { Order, OrderItem } from '../order.entity.js';
import { OrdersService } from '../orders.service.js';
import { shelfReturns } from '../shelf-returns.js';
import { Inventory } from '../../inventory/inventory.service.js';
import { sqlRows } from '../../database/sql-rows.js';
import { DomainEvents } from '../../events/domain-events.js';
import { Wallets } from '../../wallet/wallet.service.js';
import { storeCreditRefunded } from '../checkout-store-credit.js';

type Line = { itemId: number; quantity: number };

/** Where the money goes: the provider (default), or by hand for cash on delivery, with the IBAN and the reference. */
export interface RefundWay {
  means: RefundMeans;
  /** a bank transfer's, normalized and checked */
  iban?: string;
  reference?: string;
}

/** A refund written in the caller's transaction; `payOut` (the provider's call) must be that transaction's last step. */
export interface PreparedRefund {
  refundId: number;
  amount: number;
  payOut: () => Promise<void>;
}

/**
 * Refunds from the back office: all or part of what was paid (an amount, or lines less their
 * promotions' and coupon's shares), with a reason; optionally the lines' stock back on the shelf; a credit
 * note (e-invoicing) and the `refund.issued` event (the customer is told) — all in one transaction whose
 * last step is the provider's refund, so a refusal changes nothing.
 */
/** What a line refund is computed from: the amounts as stored with the order, each line with its promotions' shares. */
type PricedOrder = RefundableOrder & { id: number; items: OrderItem[] };

@Injectable()
export class OrderRefunds {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly payments: PaymentRefunds,
    private readonly events: DomainEvents,
    private readonly orders: OrdersService,
    private readonly inventory: Inventory,
    private readonly wallets: Wallets,
  ) {}

  async refund(orderId: number, request: RefundRequest, admin: AuthUser): Promise<OrderDto> {
    // e-invoicing's sweep may write the same order's invoice row at that moment and PostgreSQL aborts
    // one side; nothing has left the shop before the provider's call (the last step), so run it again
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.transaction((m) => this.refundWithin(m, orderId, request, admin.id));
        return this.orders.get(orderId);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * The refund in the caller's transaction (a return's refund runs in its own): the same checks, so
   * no unit and no halala is refunded twice whichever path asks. Answers the refund's id and halalas.
   */
  async refundWithin(
    m: EntityManager,
    orderId: number,
    request: RefundRequest,
    actorId: number,
  ): Promise<{ refundId: number; amount: number }> {
    const { payOut, ...done } = await this.prepareWithin(m, orderId, request, actorId);
    await payOut();
    return done;
  }

  /**
   * Everything of the refund but the provider's call (the checks, the refund row, the payment's
   * refunded amount, stock back, `refund.issued`), for a caller with more to write after it: it
   * writes, then calls `payOut()` last, so a provider that refuses rolls all of it back and a
   * failure of its own writes never leaves money given back.
   */
  async prepareWithin(
    m: EntityManager,
    orderId: number,
    request: RefundRequest,
    actorId: number,
    way: RefundWay = { means: 'provider' },
  ): Promise<PreparedRefund> {
    const order = await m.getRepository(Order).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw new NotFoundError('order.notFound');
    // store credit needs an account that can sign in to spend it
    if (way.means === 'wallet' && order.guestCheckout) throw new ConflictError('refund.walletNeedsAccount');
    // a rejected or failed order's store credit went back as it failed (orders' rule on order.transitioned)
    const gaveBack = order.status === 'Rejected' || order.status === 'PaymentFailure';
    const storeCreditLeft = gaveBack ? 0 : toHalalas(order.walletAmount) - (await storeCreditRefunded(m, orderId));
    const payment = await this.payments.lockRefundable(m, orderId, way.means, storeCreditLeft);
    const items = await m.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
    const priced: PricedOrder = { id: order.id, subtotal: order.subtotal, discount: order.discount, items };
    const lines = request.lines ? await this.checkLines(m, priced, request.lines) : null;
    const amount = lines ? this.linesAmount(priced, lines) : toHalalas(request.amount!);
    // units a promotion gave away cost nothing: no refund, no credit note for them
    if (amount === 0) throw new BadInputError('refund.nothingPaid', { lines: 'refund.nothingPaid' });
    // the payment gives back no more than it took; what store credit paid goes back to the wallet
    const split = splitRefund(amount, payment.left, storeCreditLeft);
    if (!split)
      throw new ConflictError(
        'refund.tooMuch',
        { amount: toSar(amount).toFixed(2), left: toSar(payment.left + storeCreditLeft).toFixed(2) },
        { amount: 'refund.tooMuch' },
      );
    const restock = !!lines && request.restock === true;

    const repo = m.getRepository(PaymentRefund);
    const row = await repo.save(
      repo.create({
        paymentId: payment.id,
        orderId,
        amount: toSar(amount),
        reason: request.reason,
        lines,
        restocked: restock,
        createdBy: actorId,
        means: way.means,
        iban: way.means === 'bankTransfer' ? (way.iban ?? null) : null,
        reference: way.reference ?? null,
        storeCreditPart: toSar(split.storeCredit),
      }),
    );
    const toWallet = way.means === 'wallet' ? amount : split.storeCredit;
    if (toWallet > 0)
      await this.wallets.credit(m, { customerId: order.userId, amount: toWallet, kind: 'refund', reference: `refund:${row.id}`, actorId });
    if (restock) await this.restock(m, lines, orderId, actorId);
    // e-invoicing issues the credit note in this transaction; messaging tells the customer once it commits
    await this.events.publish(
      'refund.issued',
      {
        orderId,
        refundId: row.id,
        amount: toSar(amount),
        reason: request.reason,
        restocked: restock,
        means: way.means,
        ibanEnd: row.iban ? row.iban.slice(-4) : null,
      },
      m,
    );
    const whole = split.payment === payment.left && split.storeCredit === storeCreditLeft;
    await this.payments.recordGiven(m, payment, split.payment, whole);
    // the provider last: if it refuses, everything above rolls back; money given by hand or as store credit is only recorded
    const payOut =
      way.means === 'provider' && split.payment > 0
        ? () => this.payments.giveBack(payment, split.payment, request.reason, `refund-${row.id}`)
        : () => Promise.resolve();
    return { refundId: row.id, amount, payOut };
  }

  /** Every line is in the order, and not more units than are left after earlier refunds. */
  private async checkLines(m: EntityManager, order: PricedOrder, lines: Line[]): Promise<Line[]> {
    const [{ refunded }] = await sqlRows<{ refunded: Record<string, number> }>(
      m,
      `SELECT coalesce(jsonb_object_agg(item, q), '{}') AS refunded FROM (
         SELECT l->>'itemId' AS item, sum((l->>'quantity')::int) AS q FROM payment_refunds r, jsonb_array_elements(r.lines) l
         WHERE r."orderId" = $1 GROUP BY 1) t`,
      [order.id],
    );
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);
    for (const [itemId, quantity] of merged) {
      const item = order.items.find((i) => i.id === itemId);
      if (!item || quantity > item.quantity - Number(refunded[itemId] ?? 0))
        throw new BadInputError('refund.lineInvalid', { lines: 'refund.lineInvalid' });
    }
    return [...merged].map(([itemId, quantity]) => ({ itemId, quantity }));
  }

  /** What the lines cost the customer: their share of the lines' totals, less their promotions' and coupon's shares (as the credit note says). */
  private linesAmount(order: PricedOrder, lines: Line[]): number {
    const amount = refundForLines(order, lines);
    if (amount === null) throw new BadInputError('refund.lineInvalid', { lines: 'refund.lineInvalid' });
    return amount;
  }

  /** The refunded units go back on the shelf, through the inventory (which records and announces it). */
  private async restock(m: EntityManager, lines: Line[], orderId: number, adminId: number): Promise<void> {
    await this.inventory.move(m, await shelfReturns(m, lines), { reason: 'refund_restock', orderId, actorId: adminId });
  }
}
