/**
 * Orders for the browser tests, made through the real API and paid on the test gateway's hosted
 * page over HTTP (the journeys test pays through the page in the browser once; the others
 * only need an order in a given state).
 */
export const SA_ADDRESS = {
  title: 'المنزل',
  recipientName: 'ريم الشهري',
  phone: '0551234567',
  // the street names the district too, as shoppers often type it: shown once (13.15)
  street: 'طريق الملك فهد، حي الياسمين، مبنى 12',
  district: 'الياسمين',
  city: 'الرياض',
  country: 'SA',
  postalCode: '12211',
} as const;

export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export interface PlacedOrder {
  order: { id: number; orderNumber: string; status: string; total: number };
  payment: { id: string; redirectUrl: string } | null;
}

/** The first product in stock with a weight (shippable) and one variant (ordered by its id alone), as the catalogue lists it. */
export async function productInStock(url: string): Promise<{ id: number; price: number; stock: number; weight: number; name: object }> {
  const res = await fetch(`${url}/api/products?inStock=true&pageSize=20&sort=name_asc`);
  const items = (
    (await res.json()) as {
      data: { items: Array<{ id: number; price: number; stock: number; weight: number | null; name: object; variantCount: number }> };
    }
  ).data.items;
  const found = items.find((p) => p.weight && p.stock > 5 && p.variantCount === 1);
  if (!found) throw new Error('no product in stock');
  return found as { id: number; price: number; stock: number; weight: number; name: object };
}

export async function placeOrder(
  url: string,
  token: string,
  body: { productId: number; paymentMethod: 'cod' | 'card'; notes?: string; quantity?: number },
): Promise<PlacedOrder> {
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `t-${Math.random()}` },
    body: JSON.stringify({
      items: [{ productId: body.productId, quantity: body.quantity ?? 1 }],
      paymentMethod: body.paymentMethod,
      address: SA_ADDRESS,
      country: 'SA',
      notes: body.notes,
    }),
  });
  const json = (await res.json()) as { data: PlacedOrder };
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Submits a form of the hosted payment page as its own page does: it reads the page first for the
 * form token only that page carries, then posts (no redirects followed); answers where it sends
 * the browser.
 */
export async function gatewayForm(url: string, path: string, form: Record<string, string>): Promise<string | null> {
  const target = new URL(path, url);
  const page = await (await fetch(new URL(target.pathname.replace(/\/verify$/, ''), target))).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const res = await fetch(target, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, formToken }).toString(),
  });
  await res.text();
  return res.headers.get('location');
}

/** Pays (or fails to pay) the order's invoice with a test card. */
export const payWithCard = (url: string, redirectUrl: string, cardNumber: string) =>
  gatewayForm(url, redirectUrl, { choice: 'visa', cardNumber, expiry: '12/39', cvc: '123', holder: 'Reem', action: 'pay' });

/** Cancels the invoice on the hosted page, as the shopper's "cancel" button does. */
export const cancelPayment = (url: string, redirectUrl: string) => gatewayForm(url, redirectUrl, { action: 'cancel' });

/** Registers a fresh customer and answers the token. */
export async function newCustomer(url: string, name = 'ريم الشهري'): Promise<string> {
  const email = `c-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await fetch(`${url}/api/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'reem-password-1', confirmPassword: 'reem-password-1' }),
  });
  return ((await res.json()) as { data: string }).data;
}
