import type { Page } from 'playwright-core';

/** What a Saudi shopper types at checkout, in the storefront's two languages. */
export const CHECKOUT_LABELS = {
  ar: {
    shipping: 'معلومات الشحن',
    recipient: 'اسم المستلم',
    mobile: 'رقم الجوال',
    street: 'الشارع ورقم المبنى',
    city: 'المدينة',
    next: 'متابعة',
    placeAndPay: 'تأكيد الطلب والدفع',
  },
  en: {
    shipping: 'Shipping information',
    recipient: 'Recipient name',
    mobile: 'Mobile number',
    street: 'Street and building',
    city: 'City',
    next: 'Continue',
    placeAndPay: 'Place order and pay',
  },
} as const;

/** A registered customer (their first order: the checkout shows the new-address form). */
export async function newCustomer(
  url: string,
  name: string,
  email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
) {
  const res = await fetch(`${url}/api/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'shopper-password-1', confirmPassword: 'shopper-password-1' }),
  });
  const token = ((await res.json()) as { data: string }).data;
  if (!token) throw new Error(`registration failed: ${res.status}`);
  return token;
}

interface ProductFacts {
  id: number;
  name: { ar: string; en: string };
  price: number;
  finalPrice: number;
  stock: number;
  weight: number | null;
}

/** A product and quantity whose order (to Riyadh) totals between `min` and `max` SAR (the quote decides). */
export async function cartTotalling(
  url: string,
  min: number,
  max: number,
): Promise<{ product: ProductFacts; quantity: number; total: number }> {
  const list = (await (await fetch(`${url}/api/products?inStock=true&pageSize=48&sort=price_asc`)).json()) as {
    data: { items: ProductFacts[] };
  };
  for (const product of list.data.items) {
    if (product.weight === null) continue;
    for (let quantity = 1; quantity <= Math.min(5, product.stock); quantity++) {
      const quote = await fetch(`${url}/api/cart/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productId: product.id, quantity }], country: 'SA', paymentMethod: 'mada' }),
      });
      const total = ((await quote.json()) as { data: { total: number } }).data.total;
      if (total >= min && total <= max) return { product, quantity, total };
      if (total > max) break;
    }
  }
  throw new Error(`no cart totals between ${min} and ${max} SAR`);
}

/** Puts the product in the shopper's stored cart (as adding it on the product page would). */
export async function fillCart(page: Page, product: ProductFacts, quantity: number): Promise<void> {
  await page.evaluate(
    ({ p, q }) => {
      const stored = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{},"version":1}');
      stored.state.items = [
        {
          id: p.id,
          name: p.name,
          price: p.price,
          discountPrice: p.finalPrice < p.price ? p.finalPrice : undefined,
          quantity: q,
          stock: p.stock,
          weight: p.weight,
        },
      ];
      localStorage.setItem('ward-store', JSON.stringify(stored));
    },
    { p: product, q: quantity },
  );
}

/** Checkout's first step with a new address whose mobile the pay-later providers score. */
export async function shippingStep(page: Page, url: string, lang: 'ar' | 'en', phone: string): Promise<void> {
  const l = CHECKOUT_LABELS[lang];
  await page.goto(`${url}/checkout`);
  await page.getByRole('heading', { name: l.shipping }).waitFor();
  await page.getByLabel(l.recipient).fill(lang === 'ar' ? 'سارة الحربي' : 'Sara Alharbi');
  await page.getByLabel(l.mobile).fill(phone);
  await page.getByLabel(l.street).fill(lang === 'ar' ? 'طريق الملك فهد، مبنى 12' : 'King Fahd Road, Building 12');
  await page.getByLabel(l.city).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
  await page.getByRole('button', { name: l.next }).click();
}

/** Chooses a payment method (its radio, by the method's name) and goes on to review and place the order. */
export async function payWith(page: Page, lang: 'ar' | 'en', method: RegExp): Promise<void> {
  const l = CHECKOUT_LABELS[lang];
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: l.next }).click();
  await page.locator('.checkout-summary .totals-total').waitFor();
  await page.getByRole('button', { name: l.placeAndPay }).click();
}

/** Safari's ApplePaySession as a script: the sheet "authorises" at once with a token (Moyasar's sandbox decides by amount). */
export const FAKE_APPLE_PAY = `
  window.ApplePaySession = class {
    static canMakePayments() { return true; }
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    constructor(version, request) { sessionStorage.setItem('applePayRequest', JSON.stringify(request)); }
    begin() { setTimeout(() => this.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }), 0); }
    completeMerchantValidation(session) { sessionStorage.setItem('merchantSession', JSON.stringify(session)); setTimeout(() => this.onpaymentauthorized({ payment: { token: { paymentData: { version: 'EC_v1', data: 'stand-in' } } } }), 0); }
    completePayment(status) { sessionStorage.setItem('applePayStatus', String(status)); }
    abort() {}
  };
`;
