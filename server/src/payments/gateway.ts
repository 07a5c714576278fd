import type { PaymentMethod } from '@ward/shared';

/** What a gateway reports about an invoice. */
export type GatewayInvoiceStatus = 'Pending' | 'Paid' | 'Failed' | 'Canceled' | 'Expired' | 'Refunded';

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
}

export interface GatewayInvoice {
  invoiceId: string;
  /** the hosted payment page */
  redirectUrl: string;
  expiresAt: Date;
}

/** A verified gateway notification. */
export interface GatewayEvent {
  eventId: string;
  invoiceId: string;
  status: Exclude<GatewayInvoiceStatus, 'Pending'>;
  /** halalas */
  amount: number;
  currency: string;
  occurredAt: string;
  reason: string | null;
}

/** A raw notification as received over HTTP (or handed over in process by the test gateway). */
export interface GatewayNotification {
  body: unknown;
  signature: string | undefined;
}

/**
 * A payment gateway (DESIGN.md §1: the built-in test gateway now, a real adapter later).
 * Invoices are created outside our database transaction; notifications are signed.
 */
export interface PaymentGateway {
  readonly name: string;
  /** payments are simulated (the built-in test gateway): both apps show a test-mode ribbon */
  readonly testMode: boolean;
  /** false when no gateway is configured: only cash on delivery is offered */
  readonly acceptsOnline: boolean;
  createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice>;
  fetchStatus(invoiceId: string): Promise<GatewayInvoiceStatus>;
  /** stop an unpaid invoice; answers the final status (Paid when the shopper just paid) */
  cancelInvoice(invoiceId: string, status: 'Expired' | 'Canceled'): Promise<GatewayInvoiceStatus>;
  /** give a paid invoice's money back */
  refund(invoiceId: string): Promise<void>;
  /** checks the signature and shape of a notification; throws `payment.invalidSignature` */
  verifyNotification(notification: GatewayNotification): GatewayEvent;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
