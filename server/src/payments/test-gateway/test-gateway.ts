import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { DomainError } from '../../common/domain-errors.js';
import { updateReturning } from '../sql.js';
import type {
  CreateInvoiceInput,
  GatewayEvent,
  GatewayInvoice,
  GatewayInvoiceStatus,
  GatewayNotification,
  PaymentGateway,
} from '../gateway.js';
import { TestGatewayInvoice, type TestPaymentChoice } from './test-gateway-invoice.entity.js';
import { luhnValid, TEST_CARDS, TEST_OTP } from './test-cards.js';

export { luhnValid, TEST_CARDS, TEST_OTP } from './test-cards.js';

export const SIGNATURE_HEADER = 'x-ward-signature';

const notificationSchema = z.object({
  id: z.string().min(8).max(100),
  invoiceId: z.string().min(4).max(100),
  status: z.enum(['Paid', 'Failed', 'Canceled', 'Expired', 'Refunded']),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  occurredAt: z.string().max(40),
  reason: z.string().max(200).nullable(),
});

/** What the hosted page asks the gateway to do with a submitted form. */
export type PayAttempt =
  | { choice: 'mada' | 'visa'; cardNumber: string; expiry: string; cvc: string; holder: string }
  | { choice: 'applepay' }
  | { choice: 'stcpay'; mobile: string };

export type PayOutcome =
  | { kind: 'done'; status: GatewayInvoiceStatus; returnUrl: string }
  | { kind: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc' | 'holder' | 'mobile' | 'choice' }
  | { kind: 'challenge' }
  | { kind: 'missing' };

type NotificationSink = (notification: GatewayNotification) => Promise<void>;

/**
 * The built-in test gateway (DESIGN.md §1): invoices in its own table, a hosted card page at
 * `/pay/{invoiceId}` (test-gateway.page.ts), 30-minute expiry, and HMAC-SHA256 signed
 * notifications. It hands notifications to the shop in process (the same verification as the
 * `POST /api/payments/callback` webhook); the shop also asks it for the status when a
 * notification went missing.
 */
@Injectable()
export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  readonly testMode = true;
  readonly acceptsOnline = true;
  private readonly logger = new Logger('TestGateway');
  private readonly secret: Buffer;
  private sink: NotificationSink | null = null;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.secret = testGatewaySecret(config);
  }

  /**
   * The hidden token of the hosted page's forms for one invoice: only a page this gateway served
   * carries it, so a form posted from another site is refused (issue 11 §13).
   */
  formToken(invoiceId: string): string {
    return createHmac('sha256', this.secret).update(`pay-form:${invoiceId}`).digest('base64url');
  }

  formTokenValid(invoiceId: string, token: string | undefined): boolean {
    const expected = Buffer.from(this.formToken(invoiceId));
    const given = Buffer.from(token ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The shop's notification handler (set by PaymentsService). */
  onNotification(sink: NotificationSink): void {
    this.sink = sink;
  }

  private get invoices() {
    return this.db.getRepository(TestGatewayInvoice);
  }

  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    const id = `tg_${randomBytes(12).toString('hex')}`;
    const methods: TestPaymentChoice[] = input.method === 'wallet' ? ['applepay', 'stcpay'] : ['mada', 'visa'];
    await this.invoices.insert({
      id,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      methods,
      returnUrl: input.returnUrl,
      status: 'Pending',
      expiresAt: input.expiresAt,
    });
    return { invoiceId: id, redirectUrl: `${this.config.publicUrl}/pay/${id}`, expiresAt: input.expiresAt };
  }

  async fetchStatus(invoiceId: string): Promise<GatewayInvoiceStatus> {
    const invoice = await this.invoices.findOne({ where: { id: invoiceId } });
    if (!invoice) throw new DomainError(404, 'payment.notFound');
    if (invoice.status === 'Pending' && invoice.expiresAt.getTime() <= Date.now()) return this.expire(invoice);
    return invoice.status;
  }

  async cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus> {
    const rows = await updateReturning<{ status: GatewayInvoiceStatus }>(
      this.db,
      `UPDATE test_gateway_invoices SET status = $2, challenge = NULL, "updatedAt" = now() WHERE id = $1 AND status = 'Pending' RETURNING status`,
      [invoiceId, status],
    );
    if (rows.length) return status;
    const invoice = await this.invoices.findOne({ where: { id: invoiceId } });
    if (!invoice) throw new DomainError(404, 'payment.notFound');
    return invoice.status;
  }

  async refund(invoiceId: string): Promise<void> {
    const rows = await updateReturning(
      this.db,
      `UPDATE test_gateway_invoices SET status = 'Refunded', "updatedAt" = now() WHERE id = $1 AND status IN ('Paid', 'Refunded') RETURNING id`,
      [invoiceId],
    );
    if (!rows.length) throw new DomainError(502, 'payment.refundFailed');
  }

  verifyNotification(notification: GatewayNotification): GatewayEvent {
    const parsed = notificationSchema.safeParse(notification.body);
    const given = notification.signature?.replace(/^sha256=/, '') ?? '';
    if (!parsed.success || !/^[0-9a-f]{64}$/.test(given)) throw new DomainError(401, 'payment.invalidSignature');
    const expected = this.sign(parsed.data);
    if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) throw new DomainError(401, 'payment.invalidSignature');
    const { id, ...rest } = parsed.data;
    return { eventId: id, ...rest };
  }

  /** HMAC-SHA256 over the fields that matter, in a fixed order (not over re-serialised JSON). */
  sign(event: z.infer<typeof notificationSchema>): string {
    const canonical = [event.id, event.invoiceId, event.status, event.amount, event.currency, event.occurredAt, event.reason ?? ''].join(
      '\n',
    );
    return createHmac('sha256', this.secret).update(canonical).digest('hex');
  }

  /** A signed notification for an invoice's current status, as the webhook would carry it. */
  notificationFor(invoice: Pick<TestGatewayInvoice, 'id' | 'status' | 'amount' | 'currency' | 'failureReason'>): GatewayNotification {
    const body = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      invoiceId: invoice.id,
      status: invoice.status as Exclude<GatewayInvoiceStatus, 'Pending'>,
      amount: invoice.amount,
      currency: invoice.currency,
      occurredAt: new Date().toISOString(),
      reason: invoice.failureReason,
    };
    return { body, signature: `sha256=${this.sign(body)}` };
  }

  private async notify(invoiceId: string): Promise<void> {
    const invoice = await this.invoices.findOne({ where: { id: invoiceId } });
    if (!invoice || invoice.status === 'Pending' || !this.sink) return;
    try {
      await this.sink(this.notificationFor(invoice));
    } catch (error) {
      // the shop reconciles with fetchStatus (payment status reads, the expiry job)
      this.logger.warn(`notification for ${invoiceId} not accepted: ${(error as Error).message}`);
    }
  }

  // ---- the hosted page's operations ----

  async find(invoiceId: string): Promise<TestGatewayInvoice | null> {
    if (!/^tg_[0-9a-f]{24}$/.test(invoiceId)) return null;
    const invoice = await this.invoices.findOne({ where: { id: invoiceId } });
    if (invoice && invoice.status === 'Pending' && invoice.expiresAt.getTime() <= Date.now()) {
      invoice.status = await this.expire(invoice);
    }
    return invoice;
  }

  private async expire(invoice: TestGatewayInvoice): Promise<GatewayInvoiceStatus> {
    const status = await this.cancelInvoice(invoice.id, 'Expired');
    if (status === 'Expired') await this.notify(invoice.id);
    return status;
  }

  /** Moves a pending, unexpired invoice to a final status; false when it was no longer pending. */
  private async settle(
    invoiceId: string,
    status: 'Paid' | 'Failed' | 'Canceled',
    paidWith: string | null,
    reason: string | null,
  ): Promise<boolean> {
    const rows = await updateReturning(
      this.db,
      `UPDATE test_gateway_invoices SET status = $2, "paidWith" = $3, "failureReason" = $4, challenge = NULL, "updatedAt" = now()
       WHERE id = $1 AND status = 'Pending' AND "expiresAt" > now() RETURNING id`,
      [invoiceId, status, paidWith, reason],
    );
    if (rows.length) await this.notify(invoiceId);
    return rows.length > 0;
  }

  private async done(invoiceId: string): Promise<PayOutcome> {
    const invoice = await this.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
  }

  async cancel(invoiceId: string): Promise<PayOutcome> {
    await this.settle(invoiceId, 'Canceled', null, 'canceled_by_shopper');
    return this.done(invoiceId);
  }

  async pay(invoiceId: string, attempt: PayAttempt): Promise<PayOutcome> {
    const invoice = await this.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    if (invoice.status !== 'Pending') return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
    if (!invoice.methods.includes(attempt.choice)) return { kind: 'invalid', field: 'choice' };

    if (attempt.choice === 'applepay') {
      await this.settle(invoiceId, 'Paid', 'applepay', null);
      return this.done(invoiceId);
    }
    if (attempt.choice === 'stcpay') {
      const mobile = attempt.mobile.replace(/[\s-]/g, '');
      if (!/^(?:\+966|00966|0)?5\d{8}$/.test(mobile)) return { kind: 'invalid', field: 'mobile' };
      await this.startChallenge(invoiceId, 'stcpay', null);
      return { kind: 'challenge' };
    }

    const card = attempt.cardNumber.replace(/[\s-]/g, '');
    if (!luhnValid(card)) return { kind: 'invalid', field: 'cardNumber' };
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(attempt.expiry.trim());
    const now = new Date();
    if (
      !expiry ||
      Number(expiry[1]) < 1 ||
      Number(expiry[1]) > 12 ||
      2000 + Number(expiry[2]) < now.getUTCFullYear() ||
      (2000 + Number(expiry[2]) === now.getUTCFullYear() && Number(expiry[1]) < now.getUTCMonth() + 1)
    ) {
      return { kind: 'invalid', field: 'expiry' };
    }
    if (!/^\d{3,4}$/.test(attempt.cvc.trim())) return { kind: 'invalid', field: 'cvc' };
    if (attempt.holder.trim().length < 2) return { kind: 'invalid', field: 'holder' };

    const paidWith = `${attempt.choice} •••• ${card.slice(-4)}`;
    switch (card) {
      case TEST_CARDS.success:
      case TEST_CARDS.successMada:
        await this.settle(invoiceId, 'Paid', paidWith, null);
        break;
      case TEST_CARDS.threeDSecure:
        await this.startChallenge(invoiceId, attempt.choice, card.slice(-4));
        return { kind: 'challenge' };
      case TEST_CARDS.insufficientFunds:
        await this.settle(invoiceId, 'Failed', paidWith, 'insufficient_funds');
        break;
      default:
        await this.settle(invoiceId, 'Failed', paidWith, 'card_declined');
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
    const invoice = await this.find(invoiceId);
    if (!invoice) return { kind: 'missing' };
    if (invoice.status !== 'Pending' || !invoice.challenge) return { kind: 'done', status: invoice.status, returnUrl: invoice.returnUrl };
    const { method, last4 } = invoice.challenge;
    const paidWith = last4 ? `${method} •••• ${last4}` : method;
    if (otp.trim() === TEST_OTP) await this.settle(invoiceId, 'Paid', paidWith, null);
    else await this.settle(invoiceId, 'Failed', paidWith, 'authentication_failed');
    return this.done(invoiceId);
  }
}

/** PAYMENT_WEBHOOK_SECRET, or a key derived from the JWT secret (shared by every instance). */
export function testGatewaySecret(config: WardConfig): Buffer {
  const fromEnv = process.env.PAYMENT_WEBHOOK_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  return createHmac('sha256', config.jwtSecret).update('ward:test-gateway:notifications').digest();
}
