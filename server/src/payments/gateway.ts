import type { Language, PaymentMethod } from '@ward/shared';

/** The providers Ward can take money with (one folder each under payments/providers/). */
export const PROVIDERS = ['test', 'moyasar', 'tabby', 'tamara'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** What a gateway reports about a payment. */
export type GatewayInvoiceStatus = 'Pending' | 'Paid' | 'Failed' | 'Canceled' | 'Expired' | 'Refunded';

/** The order behind a payment, as pay-later providers want it (lines, buyer, address). From the order row, never the client. */
export interface OrderSnapshot {
  orderNumber: string;
  /** halalas */
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  vat: number;
  items: Array<{
    id: number;
    productId: number | null;
    name: { ar: string; en: string };
    quantity: number;
    unitPrice: number;
    total: number;
  }>;
  /** email null: a shopper who signed in by SMS code and gave none (Tabby and Tamara then get none) */
  buyer: { name: string; email: string | null; phone: string | null; registeredSince: string };
  address: {
    recipientName: string | null;
    phone: string | null;
    street: string;
    district: string | null;
    city: string;
    country: string;
    postalCode: string | null;
  };
}

export interface CreateInvoiceInput {
  /** our payment id (the gateway's reference) */
  reference: string;
  /** halalas */
  amount: number;
  currency: 'SAR';
  method: PaymentMethod;
  description: string;
  expiresAt: Date;
  /** where the shopper's browser goes after paying, cancelling or failing */
  returnUrl: string;
  /** where the provider posts its notifications (webhook) */
  notificationUrl: string;
  lang: Language;
  order: OrderSnapshot;
}

export interface GatewayInvoice {
  invoiceId: string;
  /** the hosted payment page (or, for card forms on our own page, that page) */
  redirectUrl: string;
  expiresAt: Date;
  /** the provider turned the shopper down already (pay later's pre-scoring): why; the payment fails at once */
  declined?: string;
}

/** Pay later, before checkout: would the provider take this shopper and this amount? */
export interface PrecheckInput {
  /** halalas */
  amount: number;
  currency: 'SAR';
  lang: Language;
  returnUrl: string;
  order: OrderSnapshot;
}

export interface PrecheckAnswer {
  available: boolean;
  /** the provider's reason when not (e.g. not_available, order_amount_too_high) */
  reason: string | null;
}

/** A payment as the provider knows it, fetched with the secret key. */
export interface GatewayPaymentState {
  status: GatewayInvoiceStatus;
  /** halalas */
  amount: number;
  currency: string;
  /** why it failed or was declined, in the provider's words */
  reason: string | null;
  /** halalas given back so far */
  refunded: number;
}

/** A notification whose origin was checked; `state` when the notification itself is trustworthy, else the shop fetches it. */
export interface VerifiedNotification {
  eventId: string;
  invoiceId: string;
  state: GatewayPaymentState | null;
}

/** A raw notification as received over HTTP (or handed over in process by the test gateway). */
export interface GatewayNotification {
  body: unknown;
  /** lower-case header names */
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

export interface CaptureInput {
  /** halalas */
  amount: number;
  /** our reference for this capture (idempotency at the provider) */
  reference: string;
  shipping: { carrier: string | null; trackingNumber: string | null; shippedAt: Date };
}

export interface RefundInput {
  /** halalas */
  amount: number;
  reason: string;
  /** our refund id (idempotency at the provider) */
  reference: string;
  /** halalas captured so far, for pay-later payments (null: the money was taken at once) */
  captured: number | null;
}

/**
 * A payment provider (DESIGN.md §8: one folder per provider under payments/providers/).
 * Invoices are created after the order's transaction commits; notifications are verified as each
 * provider documents; the shop confirms a payment only from `fetchPayment` (the secret key), never
 * from what the shopper's browser brings back.
 */
export interface PaymentGateway {
  readonly name: ProviderName;
  /** payments are simulated (the built-in test gateway): both apps show a test-mode ribbon */
  readonly testMode: boolean;
  /** `immediate`: the money is taken when paid (cards, wallets); `on_ship`: authorised, captured when the order ships (pay later) */
  readonly captureMode: 'immediate' | 'on_ship';
  createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice>;
  fetchPayment(invoiceId: string): Promise<GatewayPaymentState>;
  /** stop an unpaid payment; answers the final status (Paid when the shopper just paid) */
  cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus>;
  /** take an authorised pay-later payment (the order shipped) */
  capture(invoiceId: string, input: CaptureInput): Promise<void>;
  /** give money back, all or part (before capture: release that much of the authorisation) */
  refund(invoiceId: string, input: RefundInput): Promise<void>;
  /** cancel a whole payment before it settles; false when the provider says it is too late (refund instead) */
  voidPayment(invoiceId: string): Promise<boolean>;
  /** checks origin and shape; throws `payment.invalidSignature` */
  verifyNotification(notification: GatewayNotification): Promise<VerifiedNotification>;
  /** pay later: asks the provider before checkout whether it would take this order (hide the option with its reason when not) */
  precheck?(input: PrecheckInput): Promise<PrecheckAnswer>;
}
