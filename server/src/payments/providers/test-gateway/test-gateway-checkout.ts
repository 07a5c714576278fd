import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { invalidCardField, TEST_CARDS, TEST_OTP, type PayAttempt, type PayOutcome } from './test-cards.js';
import type { TestPaymentChoice } from './test-gateway-invoice.entity.js';
import { TestGateway } from './test-gateway.js';

/** What the hosted page (`/pay/{invoiceId}`) does with a submitted form: pay, verify a one-time code, cancel. */
@Injectable()
export class TestGatewayCheckout {
  constructor(
    private readonly gateway: TestGateway,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  private async done(invoiceId: string): Promise<PayOutcome> {
    const invoice = await this.gateway.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
  }

  async cancel(invoiceId: string): Promise<PayOutcome> {
    await this.gateway.settle(invoiceId, 'Canceled', null, 'canceled_by_shopper');
    return this.done(invoiceId);
  }

  async pay(invoiceId: string, attempt: PayAttempt): Promise<PayOutcome> {
    const invoice = await this.gateway.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    if (invoice.status !== 'Pending') return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
    if (!invoice.methods.includes(attempt.choice)) return { kind: 'invalid', field: 'choice' };

    if (attempt.choice === 'applepay') {
      await this.gateway.settle(invoiceId, 'Paid', 'applepay', null);
      return this.done(invoiceId);
    }
    if (attempt.choice === 'stcpay') {
      const mobile = attempt.mobile.replace(/[\s-]/g, '');
      if (!/^(?:\+966|00966|0)?5\d{8}$/.test(mobile)) return { kind: 'invalid', field: 'mobile' };
      await this.startChallenge(invoiceId, 'stcpay', null);
      return { kind: 'challenge' };
    }

    const card = attempt.cardNumber.replace(/[\s-]/g, '');
    const invalid = invalidCardField({ ...attempt, cardNumber: card });
    if (invalid) return { kind: 'invalid', field: invalid };

    const paidWith = `${attempt.choice} •••• ${card.slice(-4)}`;
    switch (card) {
      case TEST_CARDS.success:
      case TEST_CARDS.successMada:
        await this.gateway.settle(invoiceId, 'Paid', paidWith, null);
        break;
      case TEST_CARDS.threeDSecure:
        await this.startChallenge(invoiceId, attempt.choice, card.slice(-4));
        return { kind: 'challenge' };
      case TEST_CARDS.insufficientFunds:
        await this.gateway.settle(invoiceId, 'Failed', paidWith, 'insufficient_funds');
        break;
      default:
        await this.gateway.settle(invoiceId, 'Failed', paidWith, 'card_declined');
    }
    return this.done(invoiceId);
  }

  private async startChallenge(invoiceId: string, method: TestPaymentChoice, last4: string | null): Promise<void> {
    await this.db.query(`UPDATE test_gateway_invoices SET challenge = $2, "updatedAt" = now() WHERE id = $1 AND status = 'Pending'`, [
      invoiceId,
      JSON.stringify({ method, last4 }),
    ]);
  }

  /** The 3-D Secure / STC Pay one-time code: right → paid, wrong → failed (one try). */
  async verifyChallenge(invoiceId: string, otp: string): Promise<PayOutcome> {
    const invoice = await this.gateway.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    if (invoice.status !== 'Pending' || !invoice.challenge) return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
    const { method, last4 } = invoice.challenge;
    const paidWith = last4 ? `${method} •••• ${last4}` : method;
    if (otp.trim() === TEST_OTP) await this.gateway.settle(invoiceId, 'Paid', paidWith, null);
    else await this.gateway.settle(invoiceId, 'Failed', paidWith, 'authentication_failed');
    return this.done(invoiceId);
  }
}
