import { toHalalas } from '@ward/shared';
import type { CreateInvoiceInput, GatewayInvoiceStatus, GatewayPaymentState } from '../../gateway.js';
import type { ProviderCredentials } from '../../settings/provider-accounts.service.js';
import { addressLine, buyerPhone, sarText, payLaterCall, type PayLaterFailure } from '../pay-later.js';

/**
 * Tabby's Pay-in-4 API as docs.tabby.ai documents it: checkout sessions (POST /api/v2/checkout),
 * payments (GET /api/v2/payments/{id}, …/captures, …/refunds, …/close), Bearer secret key,
 * amounts as "0.00" strings.
 */

export interface TabbyPayment {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amount: string;
  currency: string;
  captures: Array<{ amount: string }>;
  refunds: Array<{ amount: string }>;
}

export interface TabbySession {
  id: string;
  status: 'created' | 'rejected' | 'approved' | 'expired';
  payment: TabbyPayment | null;
  configuration?: {
    available_products?: { installments?: Array<{ web_url: string }> };
    products?: { installments?: { is_available: boolean; rejection_reason: string | null } };
  };
}

const sum = (list: Array<{ amount: string }>) => list.reduce((s, x) => s + toHalalas(x.amount), 0);

/** docs.tabby.ai: Payment statuses → what the shop sees. A closed payment without captures was cancelled (money released). */
export function tabbyState(p: TabbyPayment): GatewayPaymentState {
  const amount = toHalalas(p.amount);
  const captured = sum(p.captures);
  const refunded = p.status === 'CLOSED' ? sum(p.refunds) + (amount - captured) : sum(p.refunds);
  const status: Record<TabbyPayment['status'], GatewayInvoiceStatus> = {
    CREATED: 'Pending',
    AUTHORIZED: 'Paid',
    CLOSED: refunded >= amount ? 'Refunded' : 'Paid',
    REJECTED: 'Failed',
    EXPIRED: 'Expired',
  };
  return {
    status: status[p.status] ?? 'Pending',
    amount,
    currency: p.currency,
    reason: p.status === 'REJECTED' ? 'rejected by Tabby' : null,
    refunded,
  };
}

/** The session Tabby scores: lines, buyer, shipping address and history from the order, never the client. */
export function sessionBody(
  input: Pick<CreateInvoiceInput, 'amount' | 'currency' | 'description' | 'returnUrl' | 'lang' | 'order'>,
  merchantCode: string,
) {
  const o = input.order;
  return {
    payment: {
      amount: sarText(input.amount),
      currency: input.currency,
      description: input.description,
      buyer: { name: o.buyer.name, email: o.buyer.email ?? undefined, phone: buyerPhone(o) },
      shipping_address: { city: o.address.city, address: addressLine(o), zip: o.address.postalCode ?? '' },
      order: {
        reference_id: o.orderNumber,
        items: o.items.map((i) => ({
          title: i.name[input.lang] || i.name.ar,
          quantity: i.quantity,
          unit_price: sarText(i.unitPrice),
          reference_id: String(i.productId ?? i.id),
          category: 'Perfume',
        })),
        tax_amount: sarText(o.vat),
        shipping_amount: sarText(o.shipping + o.codFee),
        discount_amount: sarText(o.discount),
      },
      buyer_history: { registered_since: o.buyer.registeredSince, loyalty_level: 0 },
      order_history: [],
    },
    lang: input.lang,
    merchant_code: merchantCode,
    merchant_urls: { success: input.returnUrl, cancel: input.returnUrl, failure: input.returnUrl },
  };
}

export class TabbyApi {
  constructor(private readonly account: ProviderCredentials) {}

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown, failure?: PayLaterFailure): Promise<T> {
    const reason = (answer: unknown) => (answer as { error?: string } | null)?.error;
    return payLaterCall<T>({ name: 'Tabby', account: this.account, reason }, { method, path, body, failure });
  }

  checkout(body: ReturnType<typeof sessionBody>): Promise<TabbySession> {
    return this.call('POST', '/api/v2/checkout', body);
  }

  payment(id: string): Promise<TabbyPayment> {
    return this.call('GET', `/api/v2/payments/${encodeURIComponent(id)}`);
  }

  capture(id: string, amount: number, reference: string): Promise<TabbyPayment> {
    return this.call(
      'POST',
      `/api/v2/payments/${encodeURIComponent(id)}/captures`,
      { amount: sarText(amount), reference_id: reference },
      'payment.captureFailed',
    );
  }

  refund(id: string, amount: number, reason: string, reference: string): Promise<TabbyPayment> {
    return this.call(
      'POST',
      `/api/v2/payments/${encodeURIComponent(id)}/refunds`,
      { amount: sarText(amount), reason, reference_id: reference },
      'payment.refundFailed',
    );
  }

  close(id: string): Promise<TabbyPayment> {
    return this.call('POST', `/api/v2/payments/${encodeURIComponent(id)}/close`, undefined, 'payment.refundFailed');
  }
}
