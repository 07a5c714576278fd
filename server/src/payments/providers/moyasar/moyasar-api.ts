import { DomainError } from '../../../common/domain-errors.js';
import type { GatewayInvoiceStatus, GatewayPaymentState } from '../../gateway.js';
import type { ProviderCredentials } from '../../settings/provider-accounts.service.js';
import { providerRequest } from '../provider-http.js';

/**
 * Moyasar's REST API as docs.moyasar.com documents it: `/v1/payments` (create with the
 * publishable key from the browser; fetch, refund, void, capture with the secret key, HTTP Basic
 * with the key as user name), amounts in halalas.
 */

/** The payment object (docs.moyasar.com: Payment Object) — the fields Ward reads. */
export interface MoyasarPayment {
  id: string;
  status: 'initiated' | 'paid' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided' | 'verified';
  amount: number;
  currency: string;
  refunded: number;
  captured: number;
  description: string | null;
  metadata: Record<string, string> | null;
  source: { type: string; company?: string | null; message?: string | null; transaction_url?: string | null } | null;
}

/** docs.moyasar.com: Payment Status Reference → what the shop sees. */
const STATUS: Record<MoyasarPayment['status'], GatewayInvoiceStatus> = {
  initiated: 'Pending',
  verified: 'Pending',
  paid: 'Paid',
  authorized: 'Paid',
  captured: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  voided: 'Refunded',
};

export function moyasarState(payment: MoyasarPayment): GatewayPaymentState {
  const status = STATUS[payment.status] ?? 'Pending';
  return {
    status,
    amount: payment.amount,
    currency: payment.currency,
    reason: status === 'Failed' ? (payment.source?.message ?? 'failed') : null,
    refunded: payment.status === 'voided' ? payment.amount : (payment.refunded ?? 0),
  };
}

export class MoyasarApi {
  constructor(private readonly account: ProviderCredentials) {}

  private get auth(): string {
    return `Basic ${Buffer.from(`${this.account.secretKey ?? ''}:`).toString('base64')}`;
  }

  private url(path: string): string {
    return `${this.account.baseUrl}/v1${path}`;
  }

  /** The payment, or null when Moyasar has none with this id (the shopper has not submitted the form yet). */
  async fetch(id: string): Promise<MoyasarPayment | null> {
    const answer = await providerRequest<MoyasarPayment>(this.url(`/payments/${encodeURIComponent(id)}`), {
      method: 'GET',
      headers: { authorization: this.auth },
    });
    if (answer.status === 404) return null;
    this.check(answer.status, answer.body);
    return answer.body;
  }

  async refund(id: string, amount: number): Promise<MoyasarPayment> {
    const answer = await providerRequest<MoyasarPayment>(this.url(`/payments/${encodeURIComponent(id)}/refund`), {
      method: 'POST',
      headers: { authorization: this.auth },
      body: { amount },
    });
    this.check(answer.status, answer.body, 'payment.refundFailed');
    return answer.body;
  }

  /** Voided, or null when Moyasar says the payment can no longer be voided (settled: refund it instead). */
  async void(id: string): Promise<MoyasarPayment | null> {
    const answer = await providerRequest<MoyasarPayment>(this.url(`/payments/${encodeURIComponent(id)}/void`), {
      method: 'POST',
      headers: { authorization: this.auth },
    });
    if (answer.status === 400 || answer.status === 422) return null;
    this.check(answer.status, answer.body, 'payment.refundFailed');
    return answer.body;
  }

  private check(status: number, body: unknown, key: 'payment.gatewayUnavailable' | 'payment.refundFailed' = 'payment.gatewayUnavailable') {
    if (status >= 200 && status < 300) return;
    // 401: the secret key is wrong; 4xx: Moyasar refused (its `message` says why; logged by the caller)
    const message = (body as { message?: string })?.message ?? `HTTP ${status}`;
    throw Object.assign(new DomainError(502, key), { detail: `Moyasar: ${message}` });
  }
}
