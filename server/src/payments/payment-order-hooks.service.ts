import { Injectable } from '@nestjs/common';
import { toHalalas, toSar } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError, DomainError } from '../common/domain-errors.js';
import { Metrics } from '../metrics/metrics.service.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment } from './payment.entity.js';
import { updateReturning } from '../database/sql-rows.js';

const providerFailed = (error: unknown, key: 'payment.refundFailed' | 'payment.captureFailed') =>
  error instanceof DomainError ? error : new DomainError(502, key);

/**
 * What an order's moves mean for its payment, inside the order's transaction (the provider is
 * called before the transaction commits: if it refuses, the move is refused and nothing changes).
 */
@Injectable()
export class PaymentOrderHooks {
  constructor(
    private readonly gateways: GatewayRegistry,
    private readonly metrics: Metrics,
  ) {}

  /** Rejected order: what was paid and not yet given back is refunded (or the authorisation voided), a pending payment cancelled. */
  async onOrderRejected(m: EntityManager, orderId: number): Promise<void> {
    const payment = await m.getRepository(Payment).findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
    if (!payment) return;
    if ((payment.status === 'Paid' || payment.status === 'PartiallyRefunded') && payment.invoiceId) {
      const left = toHalalas(payment.amount) - toHalalas(payment.refundedAmount);
      const gateway = this.gateways.get(payment.gateway);
      // refunds gave back all it took (the rest of the order was store credit's): nothing to ask the provider
      if (left > 0)
        try {
          const voided = payment.status === 'Paid' && (await gateway.voidPayment(payment.invoiceId));
          if (!voided)
            await gateway.refund(payment.invoiceId, {
              amount: left,
              reason: 'order rejected',
              reference: `${payment.id}:rejected`,
              captured: payment.capturedAmount === null ? null : toHalalas(payment.capturedAmount),
            });
        } catch (error) {
          throw providerFailed(error, 'payment.refundFailed');
        }
      await m.query(`UPDATE payments SET status = 'Refunded', "refundedAmount" = amount, "updatedAt" = now() WHERE id = $1`, [payment.id]);
      this.metrics.paymentStatus('Refunded');
    } else if (payment.gateway === 'storeCredit' && (payment.status === 'Paid' || payment.status === 'PartiallyRefunded')) {
      // nothing went through a provider: the store credit goes back to the wallet (orders' rule on order.transitioned)
      await m.query(`UPDATE payments SET status = 'Refunded', "refundedAmount" = amount, "updatedAt" = now() WHERE id = $1`, [payment.id]);
    } else if (payment.status === 'Pending') {
      await m.query(`UPDATE payments SET status = 'Canceled', "failureReason" = 'order_rejected', "updatedAt" = now() WHERE id = $1`, [
        payment.id,
      ]);
      this.metrics.paymentStatus('Canceled');
    }
  }

  /**
   * Shipped order: a pay-later payment is captured now, for what was not given back before
   * (Tamara would capture by itself 21 days after authorisation).
   */
  async onOrderShipped(
    m: EntityManager,
    orderId: number,
    shipping: { carrier: string | null; trackingNumber: string | null },
  ): Promise<void> {
    const payment = await m.getRepository(Payment).findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
    if (!payment || payment.capturedAmount === null || !payment.invoiceId) return;
    const amount = toHalalas(payment.amount) - toHalalas(payment.refundedAmount) - toHalalas(payment.capturedAmount);
    if (amount <= 0) return;
    if (payment.status !== 'Paid' && payment.status !== 'PartiallyRefunded') throw new ConflictError('payment.notCapturable');
    try {
      await this.gateways.get(payment.gateway).capture(payment.invoiceId, {
        amount,
        reference: `${payment.id}:capture`,
        shipping: { ...shipping, shippedAt: new Date() },
      });
    } catch (error) {
      throw providerFailed(error, 'payment.captureFailed');
    }
    await m.query(`UPDATE payments SET "capturedAmount" = $2, "capturedAt" = now(), "updatedAt" = now() WHERE id = $1`, [
      payment.id,
      toSar(toHalalas(payment.capturedAmount) + amount),
    ]);
  }

  /** Completed cash-on-delivery order: the cash was collected. */
  async onOrderCompleted(m: EntityManager, orderId: number): Promise<void> {
    const collected = await updateReturning(
      m,
      `UPDATE payments SET status = 'Paid', "paidAt" = now(), "updatedAt" = now() WHERE "orderId" = $1 AND gateway = 'cod' AND status = 'Pending' RETURNING id`,
      [orderId],
    );
    if (collected.length) this.metrics.paymentStatus('Paid');
  }
}
