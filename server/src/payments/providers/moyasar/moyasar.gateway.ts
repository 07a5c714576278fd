import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '../../../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../../../config/config.js';
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
import { GatewayRegistry } from '../../gateway-registry.js';
import { ProviderAccounts } from '../../settings/provider-accounts.service.js';
import { sameSecret } from '../secret-compare.js';
import { MoyasarApi, moyasarState } from './moyasar-api.js';

/** docs.moyasar.com, Webhook Reference: `{ id, type, created_at, secret_token, account_name, live, data: <payment> }`. */
const webhookSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  secret_token: z.string().max(1000).optional(),
  data: z.object({ id: z.string().min(1).max(100) }),
});

/**
 * Moyasar: mada, Visa/Mastercard with 3-D Secure, Apple Pay and STC Pay. The shopper pays on
 * Ward's own pay page (`/checkout/pay/{paymentId}`), whose form sends the card straight from the
 * browser to Moyasar with the publishable key and `given_id` = Ward's payment id (Moyasar's
 * idempotency: one Moyasar payment per Ward payment, whose id the shop knows before it exists),
 * then follows the 3-D Secure page Moyasar returns. The shop confirms only by fetching the payment
 * with the secret key; webhooks are checked with their shared secret in constant time.
 */
@Injectable()
export class MoyasarGateway implements PaymentGateway, OnModuleInit {
  readonly name = 'moyasar';
  readonly testMode = false;
  readonly captureMode = 'immediate';

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly accounts: ProviderAccounts,
    private readonly registry: GatewayRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.add(this);
  }

  private async api(): Promise<MoyasarApi> {
    return new MoyasarApi(await this.accounts.credentials('moyasar'));
  }

  /** Nothing to create at Moyasar yet: the browser creates the payment with Ward's payment id as `given_id`. */
  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    return {
      invoiceId: input.reference,
      redirectUrl: `${this.config.publicUrl}/checkout/pay/${input.reference}`,
      expiresAt: input.expiresAt,
    };
  }

  async fetchPayment(invoiceId: string): Promise<GatewayPaymentState> {
    const payment = await (await this.api()).fetch(invoiceId);
    if (!payment) return { status: 'Pending', amount: 0, currency: 'SAR', reason: null, refunded: 0 };
    return moyasarState(payment);
  }

  /** An initiated Moyasar payment cannot be cancelled: it is left to expire; if it is paid later the shop gives the money back. */
  async cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus> {
    const state = await this.fetchPayment(invoiceId);
    return state.status === 'Pending' ? status : state.status;
  }

  async capture(): Promise<void> {
    throw new DomainError(409, 'payment.captureUnsupported');
  }

  async refund(invoiceId: string, input: RefundInput): Promise<void> {
    await (await this.api()).refund(invoiceId, input.amount);
  }

  /** Moyasar voids a paid payment until it settles (docs: Void Payment); after that it must be refunded. */
  async voidPayment(invoiceId: string): Promise<boolean> {
    return (await (await this.api()).void(invoiceId)) !== null;
  }

  async verifyNotification(notification: GatewayNotification): Promise<VerifiedNotification> {
    const parsed = webhookSchema.safeParse(notification.body);
    const { webhookSecret } = await this.accounts.credentials('moyasar');
    if (!parsed.success || !sameSecret(parsed.data.secret_token, webhookSecret)) throw new DomainError(401, 'payment.invalidSignature');
    return { eventId: parsed.data.id, invoiceId: parsed.data.data.id, state: null };
  }
}
