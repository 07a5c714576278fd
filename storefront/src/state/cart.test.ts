import type { ProductDto, ProductSummaryDto } from '@ward/shared/types';
import {
  addItem,
  cartStore,
  cartSummary,
  clearCart,
  initCart,
  removeItem,
  setShipping,
  cartItemPrice,
  updateQuantity,
  type CartItem,
} from './cart';
import { STORE_KEY } from './persist';
import { toastStore } from './toasts';

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 1,
  name: { ar: 'عود كمبودي', en: 'Cambodian oud' },
  description: { ar: 'وصف', en: 'Description' },
  price: 100,
  finalPrice: 100,
  categoryId: 3,
  category: { id: 3, name: { ar: 'عود', en: 'Oud' } },
  images: [{ url: '/media/a-600.webp', width: 600, height: 700, variants: { '320': '/media/a-320.webp' } }],
  stock: 10,
  weight: 250,
  isFeatured: false,
  isDiscounted: false,
  discountValue: null,
  ratingAverage: 0,
  ratingCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  sample: null,
  options: [],
  variants: [
    {
      id: 1,
      sku: 'WRD-00001',
      barcode: null,
      options: {},
      price: 100,
      isDiscounted: false,
      discountValue: null,
      finalPrice: 100,
      stock: 10,
      weight: 250,
      images: [],
      isDefault: true,
      components: [],
    },
  ],
  priceRange: { min: 100, max: 100 },
  ...over,
});

const lastToast = () => toastStore.get().toasts.at(-1)?.messageKey;
const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as { state: Record<string, unknown>; version: number };

beforeEach(() => {
  localStorage.clear();
  toastStore.set({ toasts: [] });
  initCart();
  cartStore.set({ items: [], shipping: 0, couponCode: null, country: 'SA' });
});

describe('cart store (SPEC.md §4)', () => {
  it('adds a new item with quantity 1 and says "addedToCart"', () => {
    expect(addItem(product())).toBe('addedToCart');
    expect(cartStore.get().items).toEqual([expect.objectContaining({ id: 1, quantity: 1, price: 100 })]);
    expect(lastToast()).toBe('addedToCart');
  });

  it('adding an item already in the cart raises its quantity by 1 and says "quantityUpdated"', () => {
    addItem(product());
    expect(addItem(product())).toBe('quantityUpdated');
    expect(cartStore.get().items).toHaveLength(1);
    expect(cartStore.get().items[0].quantity).toBe(2);
    expect(lastToast()).toBe('quantityUpdated');
  });

  it('carries the product fields it was added with (name, image, weight, stock)', () => {
    addItem(product());
    const [item] = cartStore.get().items;
    expect(item.name.ar).toBe('عود كمبودي');
    expect(item.image?.url).toBe('/media/a-600.webp');
    expect(item.weight).toBe(250);
    expect(item.stock).toBe(10);
  });

  it('adds a listing card (its summary) with the same fields, its main picture included', () => {
    const { description: _d, images, options: _o, variants: _v, sample: _s, ...rest } = product({ isDiscounted: true, discountValue: 10, finalPrice: 90 });
    const card: ProductSummaryDto = { ...rest, summary: { ar: 'وصف', en: 'Description' }, image: images[0], variantCount: 1, soldOut: false };
    addItem(card);
    expect(cartStore.get().items).toEqual([
      expect.objectContaining({ id: 1, price: 100, discountPrice: 90, image: images[0], weight: 250, stock: 10, categoryId: 3 }),
    ]);
  });

  it('removing says "removedFromCart"', () => {
    addItem(product());
    addItem(product({ id: 2 }));
    expect(removeItem(1)).toBe('removedFromCart');
    expect(cartStore.get().items.map((i) => i.id)).toEqual([2]);
    expect(lastToast()).toBe('removedFromCart');
  });

  it('updateQuantity changes by a delta and never lets the quantity fall below 1', () => {
    addItem(product());
    updateQuantity(1, 3);
    expect(cartStore.get().items[0].quantity).toBe(4);
    updateQuantity(1, -2);
    expect(cartStore.get().items[0].quantity).toBe(2);
    updateQuantity(1, -5);
    expect(cartStore.get().items[0].quantity).toBe(1);
    updateQuantity(1, -1);
    expect(cartStore.get().items[0].quantity).toBe(1);
  });

  it('clearing empties the cart, leaves the total at the shipping alone and says "cartCleared"', () => {
    addItem(product());
    setShipping(25);
    expect(clearCart()).toBe('cartCleared');
    const totals = cartSummary(cartStore.get());
    expect(totals.items).toEqual([]);
    expect(totals.itemCount).toBe(0);
    expect(totals.subtotal).toBe(0);
    expect(totals.shipping).toBe(25);
    expect(totals.total).toBe(25);
    expect(lastToast()).toBe('cartCleared');
  });

  it('the unit price is discountPrice when present, otherwise price', () => {
    expect(cartItemPrice({ price: 100 })).toBe(100);
    expect(cartItemPrice({ price: 100, discountPrice: 85 })).toBe(85);
    addItem(product({ isDiscounted: true, discountValue: 15, finalPrice: 85 }));
    expect(cartStore.get().items[0]).toEqual(expect.objectContaining({ price: 100, discountPrice: 85 }));
  });

  it('subtotal is Σ unit price × quantity; total is subtotal + shipping (exact to the halala)', () => {
    const items: CartItem[] = [
      { id: 1, name: { ar: 'أ', en: 'A' }, price: 19.99, quantity: 3 },
      { id: 2, name: { ar: 'ب', en: 'B' }, price: 100, discountPrice: 58.65, quantity: 2 },
      { id: 3, name: { ar: 'ج', en: 'C' }, price: 0.1, quantity: 3 },
    ];
    const totals = cartSummary({ items, shipping: 32.5 });
    expect(totals.itemCount).toBe(8);
    expect(totals.subtotal).toBe(177.57); // 59.97 + 117.30 + 0.30
    expect(totals.shipping).toBe(32.5);
    expect(totals.total).toBe(210.07);
    expect(cartSummary({ items: [], shipping: 0 })).toEqual(expect.objectContaining({ subtotal: 0, total: 0, shipping: 0, itemCount: 0 }));
  });

  it('shipping defaults to 0', () => {
    addItem(product());
    expect(cartSummary(cartStore.get())).toEqual(expect.objectContaining({ shipping: 0, subtotal: 100, total: 100 }));
  });

  it('adds several at once from the product page (existing line: + that many)', () => {
    addItem(product(), 3);
    expect(cartStore.get().items[0].quantity).toBe(3);
    addItem(product(), 2);
    expect(cartStore.get().items[0].quantity).toBe(5);
  });
});

describe('cart persistence and tabs', () => {
  it('is kept under localStorage "ward-store" beside the preferences', () => {
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { language: 'en', direction: 'ltr' }, version: 1 }));
    addItem(product());
    setShipping(20);
    const saved = stored();
    expect(saved.version).toBe(1);
    expect(saved.state.language).toBe('en');
    expect(saved.state.shipping).toBe(20);
    expect(saved.state.items).toEqual([expect.objectContaining({ id: 1, quantity: 1 })]);
  });

  it('survives a reload (read back at start)', () => {
    addItem(product());
    addItem(product());
    cartStore.set({ items: [] });
    initCart();
    expect(cartStore.get().items[0]).toEqual(expect.objectContaining({ id: 1, quantity: 2 }));
  });

  it('follows another tab through the storage event', () => {
    addItem(product());
    const other = { state: { items: [{ id: 9, name: { ar: 'مسك', en: 'Musk' }, price: 40, quantity: 4 }], shipping: 15 }, version: 1 };
    localStorage.setItem(STORE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: JSON.stringify(other) }));
    expect(cartStore.get().items).toEqual([expect.objectContaining({ id: 9, quantity: 4 })]);
    expect(cartSummary(cartStore.get()).total).toBe(175);
  });

  it('ignores broken storage and never reads a quantity below 1', () => {
    localStorage.setItem(STORE_KEY, '{not json');
    initCart();
    expect(cartStore.get().items).toEqual([]);
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { items: [{ id: 1, name: { ar: 'أ', en: 'A' }, price: 10, quantity: -3 }, { bogus: true }] } }),
    );
    initCart();
    expect(cartStore.get().items).toEqual([expect.objectContaining({ id: 1, quantity: 1 })]);
  });
});
