/** Orders paid through a provider's stand-in, as a shopper's browser would (for back-office journeys). */

const SA_ADDRESS = {
  title: 'Home',
  recipientName: 'Sara Alharbi',
  phone: '0512345678',
  street: 'King Fahd Road, Building 12',
  city: 'Riyadh',
  country: 'SA',
  postalCode: '12211',
};

const json = async (url: string, init: RequestInit & { token?: string } = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  });
  return { status: response.status, body: await response.json() };
};

/** Products with stock and weight, from the storefront API. */
export async function productsInStock(
  shopUrl: string,
  count: number,
): Promise<Array<{ id: number; name: { ar: string; en: string }; finalPrice: number }>> {
  const { body } = await json(`${shopUrl}/api/products?inStock=true&pageSize=${count}&sort=price_asc`);
  return body.data.items.slice(0, count);
}

/** Places an order paid by card at the Moyasar stand-in (no 3-D Secure) and waits until Ward has it as paid. */
export async function paidMoyasarOrder(
  shopUrl: string,
  customerToken: string,
  items: Array<{ productId: number; quantity: number } | { variantId: number; quantity: number }>,
) {
  const placed = await json(`${shopUrl}/api/orders`, {
    method: 'POST',
    token: customerToken,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ items, paymentMethod: 'card', address: SA_ADDRESS }),
  });
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  const paymentId = placed.body.data.payment.id as string;
  const page = (await json(`${shopUrl}/api/payments/${paymentId}/pay`, { token: customerToken })).body.data;
  const created = await json(`${page.moyasar.apiBase}/payments`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${page.moyasar.publishableKey}:`).toString('base64')}` },
    body: JSON.stringify({
      given_id: page.moyasar.givenId,
      amount: page.amount,
      currency: 'SAR',
      description: page.description,
      callback_url: page.moyasar.callbackUrl,
      metadata: page.moyasar.metadata,
      source: { type: 'creditcard', name: 'Sara Alharbi', number: '4111111111111111', month: 12, year: 2035, cvc: '123', '3ds': false },
    }),
  });
  if (created.body.status !== 'paid') throw new Error(`not paid at the stand-in: ${JSON.stringify(created.body)}`);
  const payment = await json(`${shopUrl}/api/payments/${paymentId}`, { token: customerToken });
  if (payment.body.data.status !== 'Paid') throw new Error(`Ward does not have it as paid: ${payment.body.data.status}`);
  return { order: placed.body.data.order as { id: number; orderNumber: string; total: number }, paymentId };
}
