import { randomUUID } from 'node:crypto';
import type { Outcome, ShopForTraffic, TrafficKind } from './traffic.js';

export const SA_ADDRESS = {
  title: 'Home',
  recipientName: 'Load Test',
  phone: '0512345678',
  street: 'King Fahd Road, Building 12',
  city: 'Riyadh',
  country: 'SA',
  postalCode: '12211',
};

const SEARCHES = ['عود', 'العود', 'مسك', 'عنبر', 'بخور', 'ورد', 'oud', 'musk', 'Amber', 'rose', 'incense', 'perfume'];
const SORTS = ['featured', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];

export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

/** A request of one kind, drawn at random as a shopper would send it (70 % in Arabic). */
export interface TrafficRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  expected: number;
  idempotencyKey?: string;
  replay?: Outcome['replay'];
}

/** One or two random products, one or two of each. */
function randomLines(shop: ShopForTraffic) {
  const n = 1 + Math.floor(Math.random() * 2);
  const ids = new Set<number>();
  while (ids.size < Math.min(n, shop.products.length)) ids.add(pick(shop.products));
  return [...ids].map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 2) }));
}

function listingPath(shop: ShopForTraffic): string {
  const params = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)), pageSize: '12', sort: pick(SORTS) });
  if (Math.random() < 0.5 && shop.categories.length) params.set('categoryId', String(pick(shop.categories)));
  if (Math.random() < 0.3) params.set('maxPrice', '500');
  return `/api/products?${params}`;
}

export function trafficRequest(shop: ShopForTraffic, kind: TrafficKind): TrafficRequest {
  const headers: Record<string, string> = { 'accept-language': Math.random() < 0.7 ? 'ar' : 'en' };
  const get = (path: string): TrafficRequest => ({ method: 'GET', path, body: undefined, headers, expected: 200 });
  switch (kind) {
    case 'home':
      return get('/api/home');
    case 'categories':
      return get('/api/categories');
    case 'listing':
      return get(listingPath(shop));
    case 'product':
      return get(`/api/products/${pick(shop.products)}${Math.random() < 0.25 ? '/related' : ''}`);
    case 'search':
      return get(`/api/products?${new URLSearchParams({ search: pick(SEARCHES), pageSize: '12' })}`);
    case 'quote': {
      const body = { items: randomLines(shop), country: 'SA', paymentMethod: Math.random() < 0.5 ? 'cod' : 'card' };
      return { method: 'POST', path: '/api/cart/quote', body, headers, expected: 200 };
    }
    case 'order': {
      const idempotencyKey = randomUUID();
      headers['idempotency-key'] = idempotencyKey;
      const replay = {
        token: pick(shop.customers),
        body: { items: randomLines(shop), paymentMethod: Math.random() < 0.8 ? 'cod' : 'card', address: SA_ADDRESS },
      };
      headers.authorization = `Bearer ${replay.token}`;
      return { method: 'POST', path: '/api/orders', body: replay.body, headers, expected: 201, idempotencyKey, replay };
    }
  }
}
