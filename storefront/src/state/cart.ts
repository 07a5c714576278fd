import { COUNTRIES, type CountryCode } from '@ward/shared/constants';
import { cartTotals } from '@ward/shared/pricing';
import type { ImageDto, Localized, ProductDto } from '@ward/shared/types';
import { onPersistedChange, readPersisted, writePersisted, type Persisted } from './persist';
import { createStore, useStore } from './store';
import { toast } from './toasts';

/** SPEC.md §3 cart item: id, name, price, optional discountPrice, quantity, plus product fields. */
export interface CartItem {
  id: number;
  name: Localized;
  price: number;
  discountPrice?: number;
  quantity: number;
  image?: ImageDto | null;
  weight?: number | null;
  stock?: number;
  categoryId?: number;
}

export interface CartState {
  items: CartItem[];
  /** SPEC.md §3: shipping, default 0 (set by the shipping calculation) */
  shipping: number;
  couponCode: string | null;
  country: CountryCode;
}

export interface CartSummary {
  items: CartItem[];
  itemCount: number;
  shipping: number;
  subtotal: number;
  total: number;
}

export type CartMessage = 'addedToCart' | 'quantityUpdated' | 'removedFromCart' | 'cartCleared';

export const MIN_QUANTITY = 1;
const EMPTY: CartState = { items: [], shipping: 0, couponCode: null, country: 'SA' };

export const cartStore = createStore<CartState>(EMPTY);

/** SPEC.md §4: the unit price is discountPrice when present, otherwise price. */
export function cartItemPrice(item: Pick<CartItem, 'price' | 'discountPrice'>): number {
  return item.discountPrice !== undefined && item.discountPrice !== null ? item.discountPrice : item.price;
}

/** SPEC.md §4: subtotal = Σ unit price × quantity; total = subtotal + shipping (`@ward/shared` pricing, in halalas). */
export function cartSummary(state: Pick<CartState, 'items' | 'shipping'>): CartSummary {
  return { items: state.items, ...cartTotals(state.items, state.shipping || 0) };
}

/** A product (or anything with a product's fields) as a cart line. */
export function toCartItem(product: ProductDto | CartItem): Omit<CartItem, 'quantity'> {
  if ('finalPrice' in product) {
    const discounted = product.isDiscounted && product.finalPrice < product.price;
    return {
      id: product.id,
      name: product.name,
      price: product.price,
      ...(discounted ? { discountPrice: product.finalPrice } : {}),
      image: product.images?.[0] ?? null,
      weight: product.weight,
      stock: product.stock,
      categoryId: product.categoryId,
    };
  }
  const { quantity: _q, ...rest } = product;
  return rest;
}

function sanitizeItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (i): i is CartItem =>
        !!i && typeof i === 'object' && Number.isInteger((i as CartItem).id) && typeof (i as CartItem).price === 'number',
    )
    .map((i) => ({ ...i, quantity: Math.max(MIN_QUANTITY, Math.floor(Number(i.quantity) || MIN_QUANTITY)) }));
}

function fromPersisted(state: Persisted): CartState {
  const country = COUNTRIES.includes(state.country as CountryCode) ? (state.country as CountryCode) : 'SA';
  return {
    items: sanitizeItems(state.items),
    shipping: typeof state.shipping === 'number' && state.shipping >= 0 ? state.shipping : 0,
    couponCode: typeof state.couponCode === 'string' && state.couponCode ? state.couponCode : null,
    country,
  };
}

function commit(patch: Partial<CartState>): void {
  cartStore.set(patch);
  const s = cartStore.get();
  writePersisted({ items: s.items, shipping: s.shipping, couponCode: s.couponCode, country: s.country });
}

/** SPEC.md §4: an item already in the cart gets +1 ("quantityUpdated"); a new one starts at 1 ("addedToCart"). */
export function addItem(product: ProductDto | CartItem, quantity = 1, options: { silent?: boolean } = {}): CartMessage {
  const items = cartStore.get().items;
  const existing = items.find((i) => i.id === product.id);
  const add = Math.max(MIN_QUANTITY, Math.floor(quantity));
  let message: CartMessage;
  if (existing) {
    commit({ items: items.map((i) => (i.id === product.id ? { ...i, ...toCartItem(product), quantity: i.quantity + add } : i)) });
    message = 'quantityUpdated';
  } else {
    commit({ items: [...items, { ...toCartItem(product), quantity: add }] });
    message = 'addedToCart';
  }
  if (!options.silent) toast.success(message);
  return message;
}

export function removeItem(id: number): CartMessage {
  commit({ items: cartStore.get().items.filter((i) => i.id !== id) });
  toast.info('removedFromCart');
  return 'removedFromCart';
}

/** SPEC.md §4: changes a quantity by a delta and never below 1. */
export function updateQuantity(id: number, delta: number): void {
  commit({
    items: cartStore.get().items.map((i) => (i.id === id ? { ...i, quantity: Math.max(MIN_QUANTITY, i.quantity + Math.trunc(delta)) } : i)),
  });
}

/** SPEC.md §4: empties the cart (the total becomes the shipping alone) and says "cartCleared". */
export function clearCart(options: { silent?: boolean } = {}): CartMessage {
  commit({ items: [], couponCode: null });
  if (!options.silent) toast.info('cartCleared');
  return 'cartCleared';
}

export function setShipping(amount: number): void {
  commit({ shipping: Math.max(0, Number.isFinite(amount) ? amount : 0) });
}

export function setCountry(country: CountryCode): void {
  commit({ country });
}

export function setCouponCode(code: string | null): void {
  commit({ couponCode: code ? code.trim() : null });
}

let started = false;
/** Loads the saved cart and follows other tabs (storage event). */
export function initCart(): void {
  cartStore.set(fromPersisted(readPersisted()));
  if (started) return;
  started = true;
  onPersistedChange((state) => cartStore.set(fromPersisted(state)));
}

export const useCart = () => useStore(cartStore);
export const useCartCount = () => useStore(cartStore, (s) => s.items.reduce((n, i) => n + i.quantity, 0));
