import type { PayPageDto } from '@ward/shared/checkout-types';

/**
 * Moyasar's payment API as the shopper's browser calls it (docs.moyasar.com, Create Payment):
 * the publishable key only, the amount and ids from Ward's pay page, `given_id` = Ward's payment
 * id. The card goes from this page straight to Moyasar, never through Ward.
 */
export interface MoyasarPayment {
  id: string;
  status: string;
  source: { transaction_url?: string | null; message?: string | null };
}

export type MoyasarSource =
  | { type: 'creditcard'; name: string; number: string; month: number; year: number; cvc: string }
  | { type: 'applepay'; token: string }
  | { type: 'stcpay'; mobile: string };

export class MoyasarRefused extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

async function post<T>(url: string, publishableKey: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${publishableKey}:`)}` },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string; errors?: Record<string, string[]> | null };
  if (!response.ok) throw new MoyasarRefused(data.message ?? `HTTP ${response.status}`, Object.keys(data.errors ?? {}));
  return data;
}

export function createPayment(page: PayPageDto, source: MoyasarSource): Promise<MoyasarPayment> {
  const m = page.moyasar;
  return post<MoyasarPayment>(`${m.apiBase}/payments`, m.publishableKey, {
    given_id: m.givenId,
    amount: page.amount,
    currency: page.currency,
    description: page.description,
    callback_url: m.callbackUrl,
    metadata: m.metadata,
    source,
  });
}

/** Apple Pay's merchant validation through Moyasar (docs.moyasar.com: Apple Pay → initiate). */
export function applePaySession(page: PayPageDto, validationUrl: string): Promise<unknown> {
  const m = page.moyasar;
  return post(`${m.apiBase}/applepay/initiate`, m.publishableKey, {
    validation_url: validationUrl,
    display_name: m.applePay.label,
    domain_name: location.hostname,
    publishable_api_key: m.publishableKey,
  });
}

/** STC Pay's one-time code, sent to the payment's transaction_url (docs.moyasar.com: STC Pay, custom UI). */
export async function confirmStcPay(transactionUrl: string, otp: string): Promise<MoyasarPayment> {
  const url = new URL(transactionUrl);
  url.searchParams.set('otp_value', otp);
  const response = await fetch(url.toString());
  return (await response.json()) as MoyasarPayment;
}

/** Where Moyasar would send the shopper back: the result page with the payment's id (Ward fetches the status itself). */
export function resultUrl(page: PayPageDto, payment: MoyasarPayment): string {
  const url = new URL(page.moyasar.callbackUrl);
  url.searchParams.set('id', payment.id);
  return `${url.pathname}${url.search}`;
}
