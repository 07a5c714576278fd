/** What the payments API answers: a payment, the pay page's data, a refund. */
import type { PaymentMethod } from './constants.js';
import type { PaymentStatus } from './orders.js';

/** Money given back from an order's payment (back office refunds). */
export interface RefundDto {
  id: number;
  amount: number;
  reason: string;
  /** by line, or null for an amount */
  lines: Array<{ itemId: number; quantity: number }> | null;
  restocked: boolean;
  /** of `amount`, what went back to the wallet because store credit paid it */
  storeCreditPart: number;
  createdAt: string;
}

/** `GET /api/payments/{id}` (and a placed order's `payment`). */
export interface PaymentDto {
  id: string;
  orderId: number;
  orderNumber: string;
  method: PaymentMethod;
  /** who takes the money: `test` (the built-in test gateway), `moyasar`, `tabby`, `tamara` or `cod` */
  provider: string;
  /** the provider's id of its checkout (not the tax invoice) */
  invoiceId: string | null;
  /** the order's tax invoice number (INV-…), once it is paid; null before */
  taxInvoiceNumber: string | null;
  amount: number;
  /** given back so far (SAR) */
  refundedAmount: number;
  currency: 'SAR';
  createdAt: string;
  expiresAt: string | null;
  paidAt: string | null;
  status: PaymentStatus;
  /** why a payment failed or stopped: a code (`card_declined`, `insufficient_funds`, `authentication_failed`, `expired`…) or the provider's words; null when paid */
  failureReason: string | null;
  /** where the shopper pays, while pending */
  redirectUrl: string | null;
}

/** `GET /api/payments/{id}/pay`: what Ward's own pay page needs to send the card (or wallet) straight to Moyasar. */
export interface PayPageDto {
  paymentId: string;
  orderId: number;
  orderNumber: string;
  method: PaymentMethod;
  /** halalas */
  amount: number;
  currency: 'SAR';
  description: string;
  expiresAt: string | null;
  moyasar: {
    publishableKey: string;
    /** e.g. https://api.moyasar.com/v1 */
    apiBase: string;
    /** Moyasar's `given_id`: the payment is created with Ward's payment id (one Moyasar payment per Ward payment) */
    givenId: string;
    callbackUrl: string;
    metadata: Record<string, string>;
    applePay: { label: string; countryCode: 'SA'; supportedNetworks: string[]; merchantCapabilities: string[] };
  };
}
