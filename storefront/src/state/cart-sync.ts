import { localizedLabel } from '@ward/shared/variants';
import { api, errorMessage, readToken } from '../api/client';
import type { QuoteLineDto } from '../api/types';
import { lineInputs } from '../lib/quote';
import { authStore } from './auth';
import { readPersisted, writePersisted } from './persist';
import { cartStore, replaceItems, type CartItem } from './cart';
import { toast } from './toasts';

/**
 * The cart on the server (abandoned-cart reminders): signed in, the browser's cart joins the
 * account's at sign-in (POST /api/carts/mine/merge) and every change is synced after a pause
 * (PUT /api/carts/mine); signed out, only an identified guest's (one who gave an email or phone
 * at checkout: `identifyGuest`) is kept, under a random token the browser holds. Others stay in
 * the browser only. Signing out empties the browser's cart (the account keeps it).
 */
const SYNC_DELAY_MS = 1500;

interface SavedCart {
  lines: QuoteLineDto[];
}

interface GuestIdentity {
  token: string;
  email?: string | null;
  phone?: string | null;
}

/** A server line as the browser's cart keeps it (a one-variant product's line names only the product). */
export function cartItemFromLine(line: QuoteLineDto): CartItem | null {
  if (line.productId === null || line.name === null || line.variantId === null) return null;
  const discounted = line.finalPrice < line.itemPrice;
  return {
    id: line.productId,
    name: line.name,
    price: line.itemPrice,
    ...(discounted ? { discountPrice: line.finalPrice } : {}),
    quantity: Math.max(1, line.requestedQuantity),
    image: line.image,
    weight: line.weight,
    stock: line.stock,
    ...(line.optionLabels.length
      ? { variantId: line.variantId, sku: line.sku ?? undefined, label: localizedLabel(line.optionLabels) }
      : {}),
  };
}

const bodyOf = () => ({ items: lineInputs(cartStore.get().items) });

function applyServerCart(cart: SavedCart): void {
  replaceItems(cart.lines.flatMap((l) => cartItemFromLine(l) ?? []));
  lastSent = JSON.stringify(bodyOf());
}

function guestIdentity(): GuestIdentity | null {
  const stored = readPersisted().cartGuest as GuestIdentity | undefined;
  return stored && typeof stored.token === 'string' && (stored.email || stored.phone) ? stored : null;
}

/** A signed-out shopper gave an email or phone at checkout: their cart is kept on the server from now on. */
export function identifyGuest(contact: { email?: string | null; phone?: string | null }): void {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token =
    guestIdentity()?.token ??
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  writePersisted({ cartGuest: { token, email: contact.email ?? null, phone: contact.phone ?? null } });
  lastSent = '';
  schedule();
}

let owner: number | null = null;
let merging = false;
let lastSent = '';
let timer: ReturnType<typeof setTimeout> | undefined;

/** Where the cart goes now, or null when it stays in the browser. */
function destination(): { path: string; body: object } | null {
  if (owner !== null) return { path: '/api/carts/mine', body: bodyOf() };
  const guest = guestIdentity();
  return guest
    ? { path: '/api/carts/guest', body: { token: guest.token, email: guest.email ?? null, phone: guest.phone ?? null, ...bodyOf() } }
    : null;
}

let pending: { path: string; body: object; key: string } | null = null;

function send(): void {
  clearTimeout(timer);
  if (!pending) return;
  const { path, body, key } = pending;
  pending = null;
  lastSent = key;
  api.put(path, body).catch(() => {
    lastSent = ''; // the next change tries again
  });
}

function schedule(): void {
  if (merging) return;
  const target = destination();
  const key = JSON.stringify(bodyOf());
  if (!target || key === lastSent) return;
  pending = { ...target, key };
  clearTimeout(timer);
  timer = setTimeout(send, SYNC_DELAY_MS);
}

/** A page closing within the pause still sends its last change (the request outlives the page). */
function flush(): void {
  if (!pending) return;
  clearTimeout(timer);
  const token = readToken();
  void fetch(pending.path, {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(pending.body),
  }).catch(() => undefined);
  pending = null;
}

async function joinAccount(userId: number): Promise<void> {
  merging = true;
  try {
    for (;;) {
      const sent = bodyOf();
      const cart = await api.post<SavedCart>('/api/carts/mine/merge', sent);
      if (owner !== userId) return;
      // a line added while the answer travelled: join again with what the browser holds now
      if (JSON.stringify(bodyOf()) === JSON.stringify(sent)) return applyServerCart(cart);
    }
  } catch {
    // the browser keeps its cart; the next change syncs it
  } finally {
    merging = false;
  }
}

function follow(): void {
  const { status, user } = authStore.get();
  if (status === 'loading') return;
  const next = status === 'authenticated' && user && !user.isAdmin ? user.id : null;
  if (next === owner) return;
  const signedOut = owner !== null && next === null;
  owner = next;
  lastSent = '';
  pending = null;
  clearTimeout(timer);
  // the account's cart stays on the server and comes back at sign-in: a shared phone does not show it to the next person
  if (signedOut) replaceItems([]);
  if (next !== null) void joinAccount(next);
}

/** Brings back the cart of a reminder's link (`/cart?restore=…`), joined with what the browser holds. */
export async function restoreCart(token: string): Promise<boolean> {
  try {
    applyServerCart(await api.post<SavedCart>('/api/carts/restore', { token, ...bodyOf() }));
    lastSent = '';
    schedule();
    toast.success('cart.restored');
    return true;
  } catch (error) {
    toast.text(errorMessage(error), 'error');
    return false;
  }
}

let started = false;
export function initCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  authStore.subscribe(follow);
  cartStore.subscribe(schedule);
  addEventListener('pagehide', flush);
  follow();
}
