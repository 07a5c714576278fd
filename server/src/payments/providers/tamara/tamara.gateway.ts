import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { toHalalas } from '@ward/shared';
import { z } from 'zod';
import { DomainError } from '../../../common/domain-errors.js';
import type {
  CaptureInput,
  CreateInvoiceInput,
  GatewayInvoice,
  GatewayInvoiceStatus,
  GatewayNotification,
  GatewayPaymentState,
  PaymentGateway,
  PrecheckAnswer,
  PrecheckInput,
  RefundInput,
  VerifiedNotification,
} from '../../gateway.js';
import { GatewayRegistry } from '../../gateway-registry.js';
import { ProviderAccounts } from '../../settings/provider-accounts.service.js';
import { checkoutBody, TamaraApi, tamaraState, type TamaraOrder } from './tamara-api.js';

const notificationSchema = z.object({ order_id: z.string().min(1).max(100), event_type: z.string().min(1).max(60) });
const jwt = new JwtService();
const CAPTURED = ['partially_captured', 'fully_captured', 'partially_refunded', 'fully_refunded'];
const captured = (o: TamaraOrder) => toHalalas(o.captured_amount?.amount ?? 0);

/**
 * Tamara (pay later in instalments): a checkout session with the order's lines, consumer and
 * address; the shopper approves on Tamara's page; the shop authorises the approved order (Tamara
 * requires it), captures when the order ships (Tamara captures by itself 21 days after
 * authorisation), refunds all or part afterwards, and cancels all or part before capture.
 * Notifications carry a JWT signed (HS256) with the notification token.
 */
@Injectable()
export class TamaraGateway implements PaymentGateway, OnModuleInit {
  readonly name = 'tamara';
  readonly testMode = false;
  readonly captureMode = 'on_ship';

  constructor(
    private readonly accounts: ProviderAccounts,
    private readonly registry: GatewayRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.add(this);
  }

  private async api(): Promise<TamaraApi> {
    return new TamaraApi(await this.accounts.credentials('tamara'));
  }

  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    const session = await (await this.api()).checkout(checkoutBody(input));
    return { invoiceId: session.order_id, redirectUrl: session.checkout_url, expiresAt: input.expiresAt };
  }

  async precheck(input: PrecheckInput): Promise<PrecheckAnswer> {
    const answer = await (await this.api()).precheck(input);
    return answer.has_available_payment_options ? { available: true, reason: null } : { available: false, reason: 'not_available' };
  }

  /** The order as Tamara has it; an approved order is authorised first (Tamara waits for the merchant to do so). */
  async fetchPayment(invoiceId: string): Promise<GatewayPaymentState> {
    const api = await this.api();
    let order = await api.order(invoiceId);
    if (order.status === 'approved') {
      await api.authorise(invoiceId);
      order = await api.order(invoiceId);
    }
    return tamaraState(order);
  }

  /** Tamara expires an unpaid checkout by itself (30 minutes); nothing to cancel. */
  async cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus> {
    const state = await this.fetchPayment(invoiceId);
    return state.status === 'Pending' ? status : state.status;
  }

  /** Captures what is left, unless Tamara already captured it by itself (21 days after authorisation). */
  async capture(invoiceId: string, input: CaptureInput): Promise<void> {
    const api = await this.api();
    const order = await api.order(invoiceId);
    if (
      order.status === 'fully_captured' ||
      toHalalas(order.total_amount.amount) - captured(order) - toHalalas(order.canceled_amount?.amount ?? 0) < input.amount
    )
      return;
    await api.capture(invoiceId, input.amount, input.shipping);
  }

  /** Before capture a refund cancels that much of the order (Tamara allows partial cancels); after, it is a refund. */
  async refund(invoiceId: string, input: RefundInput): Promise<void> {
    const api = await this.api();
    const order = await api.order(invoiceId);
    if (CAPTURED.includes(order.status)) await api.refund(invoiceId, input.amount, input.reason, input.reference);
    else await api.cancel(invoiceId, input.amount);
  }

  async voidPayment(invoiceId: string): Promise<boolean> {
    const api = await this.api();
    const order = await api.order(invoiceId);
    if (!['authorised', 'approved', 'updated'].includes(order.status) || captured(order) > 0) return false;
    await api.cancel(invoiceId, toHalalas(order.total_amount.amount) - toHalalas(order.canceled_amount?.amount ?? 0));
    return true;
  }

  async verifyNotification(notification: GatewayNotification): Promise<VerifiedNotification> {
    const { webhookSecret } = await this.accounts.credentials('tamara');
    const token = notification.query.tamaratoken ?? notification.headers.authorization?.replace(/^Bearer\s+/i, '');
    const parsed = notificationSchema.safeParse(notification.body);
    if (!parsed.success || !token || !webhookSecret) throw new DomainError(401, 'payment.invalidSignature');
    try {
      jwt.verify(token, { secret: webhookSecret, algorithms: ['HS256'] });
    } catch {
      throw new DomainError(401, 'payment.invalidSignature');
    }
    return { eventId: `${parsed.data.order_id}:${parsed.data.event_type}`, invoiceId: parsed.data.order_id, state: null };
  }
}
