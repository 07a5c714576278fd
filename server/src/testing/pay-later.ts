import type { OrderAddressInput } from '@ward/shared';
import { SA_ADDRESS } from './checkout-fixtures.js';
import type { TestApp } from './test-app.js';

/** A Saudi delivery address with this phone (pay-later providers score the buyer by phone). */
export const addressWithPhone = (phone: string): OrderAddressInput => ({ ...SA_ADDRESS, phone });

/** Submits a form of a provider's hosted page (as the shopper's browser does) and answers where it sends the shopper. */
export async function submitHostedPage(
  pageUrl: string,
  form: Record<string, string>,
): Promise<{ status: number; location: URL | null; html: string }> {
  const response = await fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location) : null, html: await response.text() };
}

/** Places an order paid later with `method`; answers the order and its payment (with the provider's page). */
export async function placePayLater(
  t: TestApp,
  token: string,
  method: 'tabby' | 'tamara',
  productId: number,
  address: OrderAddressInput,
  quantity = 1,
) {
  const res = await t.api.post('/api/orders', { items: [{ productId, quantity }], paymentMethod: method, address }, { token, lang: 'en' });
  if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  return res.body.data as {
    order: { id: number; orderNumber: string; total: number; status: string };
    payment: { id: string; invoiceId: string; redirectUrl: string | null; status: string; provider: string; failureReason: string | null };
  };
}
