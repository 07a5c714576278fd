import { Injectable } from '@nestjs/common';
import { MANUAL_REFUND_MEANS, toHalalas, toSar, type PaymentStatus, type RefundMeans } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError, DomainError } from '../common/domain-errors.js';
import { Metrics } from '../metrics/metrics.service.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment } from './payment.entity.js';

/**
 * Money back through the payment's provider (the back office's refunds). Called last inside the
 * caller's transaction: when the provider refuses, the transaction rolls back and nothing changed.
 */
@Injectable()
export class PaymentRefunds {
  constructor(
    private readonly gateways: GatewayRegistry,
    private readonly metrics: Metrics,
  ) {}

  /**
   * The order's payment, locked, when it can give money back by `means`: through the provider for
   * a payment made online (409 for cash on delivery), by hand (bank transfer, cash) for cash on
   * delivery once collected (409 for one made online: its provider must refund it); 409 unpaid.
   * `storeCreditLeft` (halalas): what of the order store credit paid and has not had back, which a
   * refund may still give back to the wallet after the payment has given back all it took.
   */
  async lockRefundable(
    m: EntityManager,
    orderId: number,
    means: RefundMeans = 'provider',
    storeCreditLeft = 0,
  ): Promise<Payment & { left: number }> {
    const payment = await m.getRepository(Payment).findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
    if (!payment) throw new ConflictError('refund.notPaid');
    const manual = MANUAL_REFUND_MEANS.includes(means);
    // store credit suits any payment; the provider only an online one, money by hand only cash on delivery
    if (payment.gateway === 'cod' && means === 'provider') throw new ConflictError('refund.cashOnDelivery');
    if (payment.gateway !== 'cod' && manual) throw new ConflictError('refund.manualOnlyForCash');
    const paymentDone = payment.status === 'Refunded' || toHalalas(payment.amount) === toHalalas(payment.refundedAmount);
    if (paymentDone && storeCreditLeft === 0) throw new ConflictError('refund.nothingLeft');
    // an order store credit paid whole has no provider invoice: nothing of it goes back through one
    const needsInvoice = means === 'provider' && payment.gateway !== 'storeCredit' && !paymentDone;
    if (!['Paid', 'PartiallyRefunded', 'Refunded'].includes(payment.status) || (needsInvoice && !payment.invoiceId))
      throw new ConflictError('refund.notPaid');
    return Object.assign(payment, { left: toHalalas(payment.amount) - toHalalas(payment.refundedAmount) });
  }

  /**
   * Gives `amount` halalas back: a whole payment not refunded before is voided where the provider
   * still can (Moyasar before settlement, pay later before capture), refunded otherwise. The
   * payment row is updated first, so the provider's call is the caller's last step.
   */
  async refund(
    m: EntityManager,
    payment: Payment & { left: number },
    amount: number,
    reason: string,
    reference: string,
  ): Promise<PaymentStatus> {
    const status = await this.recordGiven(m, payment, amount, amount === payment.left);
    await this.giveBack(payment, amount, reason, reference);
    return status;
  }

  /**
   * The payment's refunded amount and status once `amount` halalas of it are given back (in the
   * caller's transaction); `whole`: nothing of the order is left to give back (store credit's part included).
   */
  async recordGiven(m: EntityManager, payment: Payment, amount: number, whole: boolean): Promise<PaymentStatus> {
    const refunded = toHalalas(payment.refundedAmount) + amount;
    const status: PaymentStatus = whole ? 'Refunded' : 'PartiallyRefunded';
    await m.query(`UPDATE payments SET "refundedAmount" = $2, status = $3, "updatedAt" = now() WHERE id = $1`, [
      payment.id,
      toSar(refunded),
      status,
    ]);
    return status;
  }

  /** The provider's void or refund: call it last in the transaction, so its refusal rolls everything back (502). */
  async giveBack(payment: Payment, amount: number, reason: string, reference: string): Promise<void> {
    const gateway = this.gateways.get(payment.gateway);
    const whole = amount === toHalalas(payment.amount) && toHalalas(payment.refundedAmount) === 0;
    try {
      const voided = whole && (await gateway.voidPayment(payment.invoiceId!));
      if (!voided)
        await gateway.refund(payment.invoiceId!, {
          amount,
          reason,
          reference,
          captured: payment.capturedAmount === null ? null : toHalalas(payment.capturedAmount),
        });
    } catch (error) {
      throw error instanceof DomainError ? error : new DomainError(502, 'payment.refundFailed');
    }
  }
}
