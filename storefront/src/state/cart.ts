import { COUNTRIES, type CountryCode } from '@ward/shared/constants';
import { cartTotals } from '@ward/shared/pricing';
import type { ImageDto, Localized, ProductDto, ProductSummaryDto } from '@ward/shared/types';
import type { VariantDto } from '@ward/shared/variants';
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
  /** the chosen variant of a product with options (none for a one-variant product: the product names it) */
  variantId?: number;
  sku?: string;
  /** "50 ml · EDP" in both languages */
  label?: Localized | null;
}

/** Whether a cart line is this product (and variant). */
export const sameLine = (item: Pick<CartItem, 'id' | 'variantId'>, id: number, variantId?: number | null) =>
  item.id === id && (item.variantId ?? null) === (variantId ?? null);

/** A stable key for a cart line: its variant, or its product for a one-variant product. */
export const lineKey = (item: Pick<CartItem, 'id' | 'variantId'>) => (item.variantId ? `v${item.variantId}` : `p${item.id}`);

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

/** A chosen variant of a product with options, as the cart keeps it. */
export interface ChosenVariant {
  variant: VariantDto;
  label: Localized | null;
}

/** A product (its page's or its card's answer, or a cart line) as a cart line; with `chosen`, that variant of it. */
export function toCartItem(product: ProductDto | ProductSummaryDto | CartItem, chosen?: ChosenVariant): Omit<CartItem, 'quantity'> {
  if ('finalPrice' in product) {
    const v = chosen?.variant ?? product;
    const discounted = v.isDiscounted && v.finalPrice < v.price;
    return {
      id: product.id,
      name: product.name,
      price: v.price,
      ...(discounted ? { discountPrice: v.finalPrice } : {}),
      image: chosen?.variant.images[0] ?? ('images' in product ? product.images[0] : product.image) ?? null,
      weight: v.weight,
      stock: v.stock,
      categoryId: product.categoryId,
      ...(chosen ? { variantId: chosen.variant.id, sku: chosen.variant.sku, label: chosen.label } : {}),
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
export function addItem(
  product: ProductDto | ProductSummaryDto | CartItem,
  quantity = 1,
  options: { silent?: boolean; chosen?: ChosenVariant } = {},
): CartMessage {
  const items = cartStore.get().items;
  const variantId = options.chosen?.variant.id ?? ('finalPrice' in product ? undefined : product.variantId);
  const isThis = (i: CartItem) => sameLine(i, product.id, variantId);
  const existing = items.find(isThis);
  const add = Math.max(MIN_QUANTITY, Math.floor(quantity));
  let message: CartMessage;
  if (existing) {
    commit({ items: items.map((i) => (isThis(i) ? { ...i, ...toCartItem(product, options.chosen), quantity: i.quantity + add } : i)) });
    message = 'quantityUpdated';
  } else {
    commit({ items: [...items, { ...toCartItem(product, options.chosen), quantity: add }] });
    message = 'addedToCart';
  }
  if (!options.silent) toast.success(message);
  return message;
}

export function removeItem(id: number, variantId?: number): CartMessage {
  commit({ items: cartStore.get().items.filter((i) => !sameLine(i, id, variantId)) });
  toast.info('removedFromCart');
  return 'removedFromCart';
}

/** SPEC.md §4: changes a quantity by a delta and never below 1. */
export function updateQuantity(id: number, delta: number, variantId?: number): void {
  commit({
    items: cartStore
      .get()
      .items.map((i) => (sameLine(i, id, variantId) ? { ...i, quantity: Math.max(MIN_QUANTITY, i.quantity + Math.trunc(delta)) } : i)),
  });
}

/** SPEC.md §4: empties the cart (the total becomes the shipping alone) and says "cartCleared". */
export function clearCart(options: { silent?: boolean } = {}): CartMessage {
  commit({ items: [], couponCode: null });
  if (!options.silent) toast.info('cartCleared');
  return 'cartCleared';
}

/** The cart's lines replaced by the server's (sign-in merge, a reminder's restore link), silently. */
export function replaceItems(items: CartItem[]): void {
  commit({ items });
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
