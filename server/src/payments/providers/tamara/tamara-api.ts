import { toHalalas } from '@ward/shared';
import type { CaptureInput, CreateInvoiceInput, GatewayInvoiceStatus, GatewayPaymentState, PrecheckInput } from '../../gateway.js';
import type { ProviderCredentials } from '../../settings/provider-accounts.service.js';
import { addressLine, buyerPhone, sarNumber, splitName, payLaterCall, type PayLaterFailure } from '../pay-later.js';

/**
 * Tamara's online checkout API as docs.tamara.co documents it: pre-check, checkout session,
 * authorise, order details, capture, simplified refund, cancel; Bearer API token; amounts as
 * `{ amount, currency }` in SAR.
 */

type Money = { amount: number; currency: string };
export interface TamaraOrder {
  order_id: string;
  status: string;
  total_amount: Money;
  captured_amount?: Money;
  refunded_amount?: Money;
  canceled_amount?: Money;
}

/** docs.tamara.co: Online Order Status Flow → what the shop sees (approved is authorised first: tamara.gateway.ts). */
const STATUS: Record<string, GatewayInvoiceStatus> = {
  new: 'Pending',
  approved: 'Paid',
  authorised: 'Paid',
  updated: 'Paid',
  partially_captured: 'Paid',
  fully_captured: 'Paid',
  partially_refunded: 'Paid',
  fully_refunded: 'Refunded',
  declined: 'Failed',
  expired: 'Expired',
  canceled: 'Canceled',
};

export function tamaraState(o: TamaraOrder): GatewayPaymentState {
  const amount = toHalalas(o.total_amount.amount);
  const refunded = toHalalas(o.refunded_amount?.amount ?? 0) + toHalalas(o.canceled_amount?.amount ?? 0);
  return {
    status: STATUS[o.status] ?? 'Pending',
    amount,
    currency: o.total_amount.currency,
    reason: o.status === 'declined' ? 'declined by Tamara' : null,
    refunded,
  };
}

const sar = (halalas: number): Money => ({ amount: sarNumber(halalas), currency: 'SAR' });

/** The checkout session: lines, consumer, shipping address, amounts, from the order. */
export function checkoutBody(input: CreateInvoiceInput) {
  const o = input.order;
  const name = splitName(o.address.recipientName ?? o.buyer.name);
  const phone = buyerPhone(o);
  return {
    order_reference_id: input.reference,
    order_number: o.orderNumber,
    total_amount: sar(input.amount),
    description: input.description,
    country_code: o.address.country,
    payment_type: 'PAY_BY_INSTALMENTS',
    instalments: 4,
    locale: input.lang === 'ar' ? 'ar_SA' : 'en_US',
    items: o.items.map((i) => ({
      reference_id: String(i.id),
      type: 'Physical',
      name: i.name[input.lang] || i.name.ar,
      sku: String(i.productId ?? i.id),
      quantity: i.quantity,
      unit_price: sar(i.unitPrice),
      total_amount: sar(i.total),
    })),
    consumer: { first_name: name.first, last_name: name.last, phone_number: phone, email: o.buyer.email ?? undefined },
    shipping_address: {
      first_name: name.first,
      last_name: name.last,
      line1: addressLine(o),
      city: o.address.city,
      country_code: o.address.country,
      phone_number: phone,
    },
    tax_amount: sar(o.vat),
    shipping_amount: sar(o.shipping + o.codFee),
    discount: o.discount ? { name: 'coupon', amount: sar(o.discount) } : undefined,
    merchant_url: { success: input.returnUrl, failure: input.returnUrl, cancel: input.returnUrl, notification: input.notificationUrl },
  };
}

export class TamaraApi {
  constructor(private readonly account: ProviderCredentials) {}

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown, failure?: PayLaterFailure): Promise<T> {
    const reason = (answer: unknown) => (answer as { message?: string } | null)?.message;
    return payLaterCall<T>({ name: 'Tamara', account: this.account, reason }, { method, path, body, failure });
  }

  precheck(input: PrecheckInput): Promise<{ has_available_payment_options: boolean }> {
    return this.call('POST', '/checkout/payment-options-pre-check', {
      country: input.order.address.country,
      phone_number: buyerPhone(input.order),
      order_value: sar(input.amount),
      is_vip: false,
    });
  }

  checkout(body: ReturnType<typeof checkoutBody>): Promise<{ order_id: string; checkout_url: string; status: string }> {
    return this.call('POST', '/checkout', body);
  }

  order(id: string): Promise<TamaraOrder> {
    return this.call('GET', `/orders/${encodeURIComponent(id)}`);
  }

  authorise(id: string): Promise<{ status: string }> {
    return this.call('POST', `/orders/${encodeURIComponent(id)}/authorise`);
  }

  capture(id: string, amount: number, shipping: CaptureInput['shipping']): Promise<{ status: string }> {
    const shippingInfo = {
      shipped_at: shipping.shippedAt.toISOString(),
      shipping_company: shipping.carrier ?? 'Ward',
      tracking_number: shipping.trackingNumber,
    };
    return this.call(
      'POST',
      '/payments/capture',
      { order_id: id, total_amount: sar(amount), shipping_info: shippingInfo },
      'payment.captureFailed',
    );
  }

  refund(id: string, amount: number, comment: string, reference: string): Promise<{ status: string }> {
    return this.call(
      'POST',
      `/payments/simplified-refund/${encodeURIComponent(id)}`,
      { total_amount: sar(amount), comment, merchant_refund_id: reference },
      'payment.refundFailed',
    );
  }

  cancel(id: string, amount: number): Promise<{ status: string }> {
    return this.call('POST', `/orders/${encodeURIComponent(id)}/cancel`, { total_amount: sar(amount) }, 'payment.refundFailed');
  }
}
