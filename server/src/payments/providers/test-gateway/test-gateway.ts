import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PaymentMethod } from '@ward/shared';
import { z } from 'zod';
import { WARD_CONFIG, type WardConfig } from '../../../config/config.js';
import { DomainError } from '../../../common/domain-errors.js';
import { updateReturning } from '../../../database/sql-rows.js';
import type {
  CreateInvoiceInput,
  GatewayInvoice,
  GatewayInvoiceStatus,
  GatewayNotification,
  GatewayPaymentState,
  PaymentGateway,
  RefundInput,
  VerifiedNotification,
} from '../../gateway.js';
import { TestGatewayInvoice, type TestPaymentChoice } from './test-gateway-invoice.entity.js';

export const SIGNATURE_HEADER = 'x-ward-signature';

/** What the hosted page offers for each payment method the test gateway serves. */
const CHOICES_OF: Partial<Record<PaymentMethod, TestPaymentChoice[]>> = {
  mada: ['mada'],
  card: ['mada', 'visa'],
  applepay: ['applepay'],
  stcpay: ['stcpay'],
  wallet: ['applepay', 'stcpay'],
};
/** The payment methods the test gateway can take. */
export const TEST_GATEWAY_METHODS = Object.keys(CHOICES_OF) as PaymentMethod[];

const notificationSchema = z.object({
  id: z.string().min(8).max(100),
  invoiceId: z.string().min(4).max(100),
  status: z.enum(['Paid', 'Failed', 'Canceled', 'Expired', 'Refunded']),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  occurredAt: z.string().max(40),
  reason: z.string().max(200).nullable(),
});

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
  readonly captureMode = 'immediate';
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
    const methods = CHOICES_OF[input.method];
    if (!methods) throw new DomainError(409, 'payment.methodUnavailable');
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

  async fetchPayment(invoiceId: string): Promise<GatewayPaymentState> {
    const invoice = await this.invoices.findOne({ where: { id: invoiceId } });
    if (!invoice) throw new DomainError(404, 'payment.notFound');
    if (invoice.status === 'Pending' && invoice.expiresAt.getTime() <= Date.now()) invoice.status = await this.expire(invoice);
    return {
      status: invoice.status,
      amount: invoice.amount,
      currency: invoice.currency,
      reason: invoice.failureReason,
      refunded: invoice.refunded,
    };
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

  /** Gives back part or all of a paid invoice (never more than was paid). */
  async refund(invoiceId: string, input: RefundInput): Promise<void> {
    const rows = await updateReturning(
      this.db,
      `UPDATE test_gateway_invoices SET refunded = refunded + $2,
         status = CASE WHEN refunded + $2 = amount THEN 'Refunded' ELSE status END, "updatedAt" = now()
       WHERE id = $1 AND status = 'Paid' AND $2 > 0 AND refunded + $2 <= amount RETURNING id`,
      [invoiceId, input.amount],
    );
    if (!rows.length) throw new DomainError(502, 'payment.refundFailed');
  }

  /** Card payments of the test gateway settle at once: nothing to void, refund instead. */
  async voidPayment(): Promise<boolean> {
    return false;
  }

  async capture(): Promise<void> {
    throw new DomainError(409, 'payment.captureUnsupported');
  }

  async verifyNotification(notification: GatewayNotification): Promise<VerifiedNotification> {
    const parsed = notificationSchema.safeParse(notification.body);
    const given = notification.headers[SIGNATURE_HEADER]?.replace(/^sha256=/, '') ?? '';
    if (!parsed.success || !/^[0-9a-f]{64}$/.test(given)) throw new DomainError(401, 'payment.invalidSignature');
    const expected = this.sign(parsed.data);
    if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) throw new DomainError(401, 'payment.invalidSignature');
    const { id, invoiceId, status, amount, currency, reason } = parsed.data;
    return { eventId: id, invoiceId, state: { status, amount, currency, reason, refunded: status === 'Refunded' ? amount : 0 } };
  }

  /** HMAC-SHA256 over the fields that matter, in a fixed order (not over re-serialised JSON). */
  sign(event: z.infer<typeof notificationSchema>): string {
    const canonical = [event.id, event.invoiceId, event.status, event.amount, event.currency, event.occurredAt, event.reason ?? ''].join(
      '\n',
    );
    return createHmac('sha256', this.secret).update(canonical).digest('hex');
  }

  /** A signed notification for an invoice's current status, as the webhook would carry it. */
  notificationFor(
    invoice: Pick<TestGatewayInvoice, 'id' | 'status' | 'amount' | 'currency' | 'failureReason'>,
  ): GatewayNotification & { signature: string } {
    const body = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      invoiceId: invoice.id,
      status: invoice.status as Exclude<GatewayInvoiceStatus, 'Pending'>,
      amount: invoice.amount,
      currency: invoice.currency,
      occurredAt: new Date().toISOString(),
      reason: invoice.failureReason,
    };
    const signature = `sha256=${this.sign(body)}`;
    return { body, signature, headers: { [SIGNATURE_HEADER]: signature }, query: {} };
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

  // ---- for the hosted page (test-gateway-checkout.ts) ----

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
  async settle(
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
}

/** PAYMENT_WEBHOOK_SECRET, or a key derived from the JWT secret (shared by every instance). */
export function testGatewaySecret(config: WardConfig): Buffer {
  const fromEnv = process.env.PAYMENT_WEBHOOK_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  return createHmac('sha256', config.jwtSecret).update('ward:test-gateway:notifications').digest();
}
