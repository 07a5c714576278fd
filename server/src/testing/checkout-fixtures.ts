import type { CouponInput, OrderAddressInput } from '@ward/shared';
import { CouponsService } from '../coupons/coupons.service.js';
import { TestGateway } from '../payments/providers/test-gateway/test-gateway.js';
import { ShippingService } from '../shipping/shipping.service.js';
import type { TestApp } from './test-app.js';

/** Checkout fixtures: carriers and rates, coupons, an address, orders, and the hosted payment page. */

export const SA_ADDRESS: OrderAddressInput = {
  title: 'Home',
  recipientName: 'Sara',
  phone: '0512345678',
  street: 'King Fahd Road, Building 12',
  city: 'Riyadh',
  country: 'SA',
  postalCode: '12211',
  latitude: null,
  longitude: null,
  buildingNumber: null,
  district: null,
  additionalNumber: null,
};

/**
 * SMSA: SA 25 + 5/kg, Gulf 45 + 12/kg; Aramex: SA 28 + 6/kg, Gulf 50 + 10/kg (SAR, incl. VAT).
 * Returns the two carriers' ids.
 */
export async function seedShipping(t: TestApp): Promise<{ smsa: number; aramex: number }> {
  const shipping = t.get(ShippingService);
  const smsa = await shipping.createCarrier({
    name: { ar: 'سمسا', en: 'SMSA Express' },
    trackingUrlTemplate: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={n}',
    isActive: true,
  });
  const aramex = await shipping.createCarrier({
    name: { ar: 'أرامكس', en: 'Aramex' },
    trackingUrlTemplate: 'https://www.aramex.com/track/results?ShipmentNumber={n}',
    isActive: true,
  });
  for (const country of ['SA', 'AE', 'QA', 'KW', 'BH'] as const) {
    const gulf = country !== 'SA';
    await shipping.createRate({
      country,
      carrierId: smsa.id,
      firstKgFee: gulf ? 45 : 25,
      additionalKgFee: gulf ? 12 : 5,
      minDays: 3,
      maxDays: 5,
      isActive: true,
    });
    await shipping.createRate({
      country,
      carrierId: aramex.id,
      firstKgFee: gulf ? 50 : 28,
      additionalKgFee: gulf ? 10 : 6,
      minDays: 3,
      maxDays: 5,
      isActive: true,
    });
  }
  return { smsa: smsa.id, aramex: aramex.id };
}

export function createCoupon(t: TestApp, overrides: Partial<CouponInput> = {}) {
  return t.get(CouponsService).create({
    code: `C${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    discountValue: 10,
    isPercentage: true,
    expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
    usageLimit: null,
    minOrderTotal: null,
    oncePerCustomer: false,
    firstOrderOnly: false,
    ...overrides,
  });
}

export interface PageAnswer {
  status: number;
  location: string | null;
  html: string;
}

/**
 * GET or POST (form-urlencoded) on the hosted payment page, without following redirects. A POST
 * carries the page's form token, as the page's own forms do (`formToken: ''` to leave it out).
 */
export async function payPage(t: TestApp, pathOrUrl: string, form?: Record<string, string>, lang?: 'ar' | 'en'): Promise<PageAnswer> {
  const url = new URL(pathOrUrl, 'http://x');
  const invoiceId = url.pathname.split('/')[2] ?? '';
  if (form && form.formToken === undefined) form = { ...form, formToken: t.get(TestGateway).formToken(invoiceId) };
  const response = await fetch(`${t.url}${url.pathname}${url.search}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const CARD = { choice: 'visa', expiry: '12/39', cvc: '123', holder: 'Sara Test', action: 'pay' } as const;

/** Pays an invoice on the hosted page with a test card; answers where the browser is sent. */
export function payWithCard(t: TestApp, redirectUrl: string, cardNumber: string): Promise<PageAnswer> {
  return payPage(t, redirectUrl, { ...CARD, cardNumber });
}
