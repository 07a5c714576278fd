import { Injectable, type OnModuleInit } from '@nestjs/common';
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
import { sameSecret } from '../secret-compare.js';
import { sessionBody, TabbyApi, tabbyState, type TabbySession } from './tabby-api.js';

/** The header Tabby sends back with every notification (registered with the webhook: README). */
export const TABBY_WEBHOOK_HEADER = 'x-ward-webhook-secret';

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().min(1).max(30),
  captures: z.array(z.unknown()).optional(),
  refunds: z.array(z.unknown()).optional(),
});

const webUrl = (s: TabbySession) => s.configuration?.available_products?.installments?.[0]?.web_url ?? null;
const rejection = (s: TabbySession) => s.configuration?.products?.installments?.rejection_reason ?? 'not_available';

/**
 * Tabby (pay in 4): a checkout session with the order's lines, buyer and address; the shopper
 * approves on Tabby's page; the payment is authorised (Paid for the shop), captured when the order
 * ships, refunded all or part afterwards. Before capture a refund releases the authorisation
 * (all: the payment is closed; part: the capture takes less and closes the rest). Notifications
 * carry the header registered with the webhook; the state is then fetched.
 */
@Injectable()
export class TabbyGateway implements PaymentGateway, OnModuleInit {
  readonly name = 'tabby';
  readonly testMode = false;
  readonly captureMode = 'on_ship';

  constructor(
    private readonly accounts: ProviderAccounts,
    private readonly registry: GatewayRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.add(this);
  }

  private async api(): Promise<{ api: TabbyApi; merchantCode: string }> {
    const account = await this.accounts.credentials('tabby');
    return { api: new TabbyApi(account), merchantCode: account.merchantCode ?? '' };
  }

  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    const { api, merchantCode } = await this.api();
    const session = await api.checkout(sessionBody(input, merchantCode));
    const url = webUrl(session);
    if (session.status === 'rejected' || !url || !session.payment)
      return {
        invoiceId: session.payment?.id ?? `rejected-${input.reference}`,
        redirectUrl: '',
        expiresAt: input.expiresAt,
        declined: rejection(session),
      };
    return { invoiceId: session.payment.id, redirectUrl: url, expiresAt: input.expiresAt };
  }

  async precheck(input: PrecheckInput): Promise<PrecheckAnswer> {
    const { api, merchantCode } = await this.api();
    const session = await api.checkout(sessionBody({ ...input, description: `Ward — ${input.order.orderNumber}` }, merchantCode));
    return session.status === 'rejected' || !webUrl(session)
      ? { available: false, reason: rejection(session) }
      : { available: true, reason: null };
  }

  async fetchPayment(invoiceId: string): Promise<GatewayPaymentState> {
    return tabbyState(await (await this.api()).api.payment(invoiceId));
  }

  /** Tabby expires an unpaid payment by itself; nothing to cancel. */
  async cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus> {
    const state = await this.fetchPayment(invoiceId);
    return state.status === 'Pending' ? status : state.status;
  }

  /** Takes what is left of the authorisation; a smaller capture (a refund came first) closes the rest. */
  async capture(invoiceId: string, input: CaptureInput): Promise<void> {
    const { api } = await this.api();
    const payment = await api.capture(invoiceId, input.amount, input.reference);
    if (payment.status === 'AUTHORIZED') await api.close(invoiceId);
  }

  async refund(invoiceId: string, input: RefundInput): Promise<void> {
    const { api } = await this.api();
    const payment = await api.payment(invoiceId);
    if (payment.captures.length) {
      await api.refund(invoiceId, input.amount, input.reason, input.reference);
      return;
    }
    // not captured yet: a whole refund cancels the payment; a partial one is taken off the capture at shipping
    if (input.amount >= toHalalas(payment.amount)) await api.close(invoiceId);
  }

  async voidPayment(invoiceId: string): Promise<boolean> {
    const { api } = await this.api();
    const payment = await api.payment(invoiceId);
    if (payment.status !== 'AUTHORIZED' || payment.captures.length) return false;
    await api.close(invoiceId);
    return true;
  }

  async verifyNotification(notification: GatewayNotification): Promise<VerifiedNotification> {
    const { webhookSecret } = await this.accounts.credentials('tabby');
    const parsed = notificationSchema.safeParse(notification.body);
    if (!parsed.success || !sameSecret(notification.headers[TABBY_WEBHOOK_HEADER], webhookSecret))
      throw new DomainError(401, 'payment.invalidSignature');
    const { id, status, captures, refunds } = parsed.data;
    // Tabby's notifications carry no event id: the payment's state is the event
    return { eventId: `${id}:${status}:${captures?.length ?? 0}:${refunds?.length ?? 0}`, invoiceId: id, state: null };
  }
}
