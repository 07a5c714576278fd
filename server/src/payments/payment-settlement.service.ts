import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toHalalas } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import { Metrics } from '../metrics/metrics.service.js';
import type { GatewayNotification, GatewayPaymentState, PaymentGateway } from './gateway.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment } from './payment.entity.js';
import { TestGateway } from './providers/test-gateway/test-gateway.js';
import { sqlRows } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';

export type FinalPaymentStatus = 'Paid' | 'Failed' | 'Canceled' | 'Expired';

/** `refunded`: money that arrived for a payment already expired, cancelled or failed (or of the wrong amount) went straight back. */
export type NotificationOutcome = 'applied' | 'ignored' | 'duplicate' | 'refunded';

export interface SettleSource {
  eventId: string;
  actor: 'gateway' | 'system';
  payload?: unknown;
}

/** Gives a whole payment back: voided where the provider still can, refunded otherwise. */
export async function giveBackWhole(gateway: PaymentGateway, payment: Payment, reason: string): Promise<void> {
  if (await gateway.voidPayment(payment.invoiceId!)) return;
  await gateway.refund(payment.invoiceId!, {
    amount: toHalalas(payment.amount),
    reason,
    reference: `${payment.id}:whole`,
    captured: payment.capturedAmount === null ? null : toHalalas(payment.capturedAmount),
  });
}

/**
 * Settles payments from what their provider says: verified notifications (webhooks, or handed
 * over in process by the test gateway) and fetched states (reconciliation). A pending payment
 * moves to a final status once, with the order's consequences in the same transaction (`payment.settled`); every
 * event id is recorded once, so a replay or a late duplicate changes nothing.
 */
@Injectable()
export class PaymentSettlement implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateways: GatewayRegistry,
    private readonly testGateway: TestGateway,
    private readonly metrics: Metrics,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.testGateway.onNotification(async (n) => void (await this.handleNotification('test', n)));
  }

  /** Verifies and applies one notification of `provider`; a replay changes nothing. */
  async handleNotification(provider: string, notification: GatewayNotification): Promise<NotificationOutcome> {
    if (!this.gateways.has(provider)) throw new NotFoundError('payment.notFound');
    const gateway = this.gateways.get(provider);
    const verified = await gateway.verifyNotification(notification);
    const [payment] = await this.db
      .getRepository(Payment)
      .find({ where: { gateway: gateway.name, invoiceId: verified.invoiceId }, take: 1 });
    if (!payment) throw new NotFoundError('payment.notFound');
    if (verified.state && !this.amountMatches(payment, verified.state)) {
      this.logger.error(
        `notification ${verified.eventId} for ${verified.invoiceId}: amount ${verified.state.amount} ≠ ${payment.amount} SAR`,
      );
      throw new BadInputError('payment.amountMismatch');
    }
    const state = verified.state ?? (await gateway.fetchPayment(verified.invoiceId));
    return this.apply(payment, state, { eventId: `${provider}:${verified.eventId}`, actor: 'gateway', payload: notification.body });
  }

  /** Applies what the provider says about a payment (from a notification or fetched with the secret key). */
  async apply(payment: Payment, state: GatewayPaymentState, source: SettleSource): Promise<NotificationOutcome> {
    if (state.status === 'Pending') return 'ignored';
    if (!this.amountMatches(payment, state)) {
      this.logger.error(`payment ${payment.id}: the provider has ${state.amount} ${state.currency}, the order ${payment.amount} SAR`);
      if (state.status !== 'Paid') return this.settle(payment.id, 'Failed', 'amount_mismatch', source);
      const outcome = await this.settle(payment.id, 'Failed', 'amount_mismatch', source);
      if (outcome === 'duplicate') return outcome;
      return this.giveBack(payment.id, source.eventId, 'amount_mismatch');
    }
    if (state.status === 'Refunded') return this.record(payment.id, source, state.status, 'ignored');
    return this.settle(payment.id, state.status, state.reason, source);
  }

  private amountMatches(payment: Payment, state: GatewayPaymentState): boolean {
    return state.currency === payment.currency && state.amount === toHalalas(payment.amount);
  }

  private async record(paymentId: string, source: SettleSource, status: string, outcome: 'ignored'): Promise<NotificationOutcome> {
    const rows = await sqlRows<{ id: number }>(
      this.db,
      `INSERT INTO payment_events ("paymentId", "eventId", status, outcome, payload) VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("eventId") DO NOTHING RETURNING id`,
      [paymentId, source.eventId, status, outcome, JSON.stringify(source.payload ?? { status })],
    );
    return rows.length ? outcome : 'duplicate';
  }

  /**
   * Moves a pending payment to a final status once, with the order's consequences in the same
   * transaction; the event id makes a repeated notification a no-op.
   */
  async settle(paymentId: string, status: FinalPaymentStatus, reason: string | null, source: SettleSource): Promise<NotificationOutcome> {
    const { outcome, paidTooLate } = await this.db.transaction((m) => this.settleIn(m, paymentId, status, reason, source));
    if (outcome === 'applied') this.metrics.paymentStatus(status);
    if (paidTooLate) return this.giveBack(paymentId, source.eventId, 'paid_after_order_failed');
    return outcome;
  }

  /**
   * The same in the caller's transaction (an order store credit pays whole is settled as it is
   * placed; the caller counts it in the metrics once it commits); `paidTooLate`: money arrived for a payment that already failed, for the caller to give back.
   */
  async settleIn(
    m: EntityManager,
    paymentId: string,
    status: FinalPaymentStatus,
    reason: string | null,
    source: SettleSource,
  ): Promise<{ outcome: NotificationOutcome; paidTooLate: boolean }> {
    // the row lock first: an event row's foreign key takes a share lock, and two settlements
    // (a webhook and a status read) upgrading it at once would deadlock
    const payment = await m.getRepository(Payment).findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    if (!payment) throw new NotFoundError('payment.notFound');
    const inserted = await sqlRows<{ id: number }>(
      m,
      `INSERT INTO payment_events ("paymentId", "eventId", status, outcome, payload) VALUES ($1, $2, $3, 'applied', $4) ON CONFLICT ("eventId") DO NOTHING RETURNING id`,
      [paymentId, source.eventId, status, JSON.stringify(source.payload ?? { status, reason, actor: source.actor })],
    );
    if (!inserted.length) return { outcome: 'duplicate', paidTooLate: false };
    if (payment.status !== 'Pending') {
      const paidTooLate = status === 'Paid' && !!payment.invoiceId && ['Expired', 'Canceled', 'Failed'].includes(payment.status);
      await m.query(`UPDATE payment_events SET outcome = 'ignored' WHERE id = $1`, [inserted[0].id]);
      return { outcome: 'ignored', paidTooLate };
    }
    await m.query(
      `UPDATE payments SET status = $2, "failureReason" = $3, "paidAt" = CASE WHEN $2 = 'Paid' THEN now() ELSE NULL END, "updatedAt" = now() WHERE id = $1`,
      [paymentId, status, status === 'Paid' ? null : (reason ?? status.toLowerCase())],
    );
    payment.status = status;
    // the order follows in this transaction (orders' rule on payment.settled)
    await this.events.publish('payment.settled', { paymentId, orderId: payment.orderId, status, reason }, m);
    return { outcome: 'applied', paidTooLate: false };
  }

  /**
   * Money arrived for a payment that can no longer take it (the order already failed and its
   * stock is back, or the amount is wrong): it goes straight back at the provider. If the
   * provider refuses, the payment stays as it was and the error log asks for a manual refund.
   */
  private async giveBack(paymentId: string, eventId: string, why: string): Promise<NotificationOutcome> {
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    try {
      await giveBackWhole(this.gateways.get(payment.gateway), payment, why);
    } catch (error) {
      this.logger.error(
        `payment ${paymentId} (${why}) could not be given back (${(error as Error).message}): refund it at ${payment.gateway}`,
      );
      return 'ignored';
    }
    await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE payments SET status = 'Refunded', "refundedAmount" = amount, "failureReason" = $2, "updatedAt" = now() WHERE id = $1`,
        [paymentId, why],
      );
      await m.query(`UPDATE payment_events SET outcome = 'refunded' WHERE "eventId" = $1`, [eventId]);
    });
    this.metrics.paymentStatus('Refunded');
    this.logger.warn(`payment ${paymentId} (${why}): given back at ${payment.gateway}`);
    return 'refunded';
  }
}
