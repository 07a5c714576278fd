import { login } from './server.js';

const tagNumber = (tag: string) => String(10 + ([...tag].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 90));

/** Registers `n` customers through the API (the register limit is 20 a minute per IP) and returns their tokens. */
export async function registerCustomers(url: string, n: number, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `load-${tag}-${i}@example.com`;
    const password = 'load-test-password';
    // one account per mobile (issue 37 §2): each customer has a number of their own, per tag too
    const phone = `050${tagNumber(tag)}${String(i).padStart(5, '0')}`;
    const res = await fetch(`${url}/api/Auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Load Customer ${i}`, email, phone, password, confirmPassword: password }),
    });
    if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { data: string }).data);
  }
  return tokens;
}

/**
 * The shop's products that cash on delivery can buy in numbers (with weight), and its categories.
 * Load from a handful of customers places hundreds of card orders left unpaid: the unpaid-hold
 * caps (issue 11 §4, their own tests) are lifted for it through the back office's settings.
 */
export async function catalogueForTraffic(url: string): Promise<{ products: number[]; categories: number[] }> {
  await liftUnpaidHoldCaps(url);
  const res = await fetch(`${url}/api/products?pageSize=100&sort=price_asc`);
  const body = (await res.json()) as {
    data: { items: Array<{ id: number; finalPrice: number; weight: number | null; variantCount: number }> };
  };
  // ordered by product id alone, which names a product with one variant (sizes need a variantId)
  const products = body.data.items.filter((p) => p.weight !== null && p.finalPrice <= 400 && p.variantCount === 1).map((p) => p.id);
  const categories = ((await (await fetch(`${url}/api/categories`)).json()) as { data: Array<{ id: number }> }).data.map((c) => c.id);
  return { products, categories };
}

/** Gives these products `units` each, as an admin does (the bulk edit: the shop's inventory records it). */
export async function stockUp(url: string, products: number[], units: number): Promise<void> {
  const token = await login(url, 'admin@ward.sa', 'Admin#2026');
  const res = await fetch(`${url}/api/admin/products/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ids: products, stock: { mode: 'set', value: units } }),
  });
  if (!res.ok) throw new Error(`bulk stock: ${res.status} ${await res.text()}`);
}

async function liftUnpaidHoldCaps(url: string): Promise<void> {
  const token = await login(url, 'admin@ward.sa', 'Admin#2026');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const { id: _id, ...settings } = (await (await fetch(`${url}/api/admin/settings`, { headers })).json()) as Record<string, unknown>;
  const body = JSON.stringify({ ...settings, unpaidHoldPerProduct: 10_000, unpaidHoldTotal: 100_000 });
  const res = await fetch(`${url}/api/admin/settings`, { method: 'PUT', headers, body });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}
