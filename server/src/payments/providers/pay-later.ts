import { normalizeSaudiMobile, SAUDI_MOBILE } from '@ward/shared';
import { DomainError } from '../../common/domain-errors.js';
import type { OrderSnapshot } from '../gateway.js';
import type { ProviderCredentials } from '../settings/provider-accounts.service.js';
import { providerRequest } from './provider-http.js';

/** SAR with two decimals, as Tabby writes amounts ("250.00"). */
export const sarText = (halalas: number): string => (halalas / 100).toFixed(2);
/** SAR as a number, as Tamara writes amounts. */
export const sarNumber = (halalas: number): number => Math.round(halalas) / 100;

/** The buyer's phone as +9665XXXXXXXX when it is a Saudi mobile, else as typed. */
export function buyerPhone(order: OrderSnapshot): string {
  const phone = (order.address.phone ?? order.buyer.phone ?? '').replace(/[\s-]/g, '');
  return SAUDI_MOBILE.test(phone) ? normalizeSaudiMobile(phone) : phone;
}

export function splitName(name: string): { first: string; last: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? name, last: rest.join(' ') || first || name };
}

/** Street, district and building in one line. */
export const addressLine = (order: OrderSnapshot): string => [order.address.street, order.address.district].filter(Boolean).join(', ');

export type PayLaterFailure = 'payment.gatewayUnavailable' | 'payment.refundFailed' | 'payment.captureFailed';

/**
 * A JSON call to a pay-later provider with the account's secret as a bearer token. An answer
 * outside 2xx is a 502 with `failure` as the message and the provider's own words as the detail.
 */
export async function payLaterCall<T>(
  provider: { name: string; account: ProviderCredentials; reason: (body: unknown) => string | undefined },
  request: { method: 'GET' | 'POST'; path: string; body?: unknown; failure?: PayLaterFailure },
): Promise<T> {
  const answer = await providerRequest<T>(`${provider.account.baseUrl}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${provider.account.secretKey ?? ''}` },
    body: request.body,
  });
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const reason = provider.reason(answer.body) ?? `HTTP ${answer.status}`;
  throw Object.assign(new DomainError(502, request.failure ?? 'payment.gatewayUnavailable'), { detail: `${provider.name}: ${reason}` });
}
