import { ar } from './ar';
import { en } from './en';
import { registerDictionary, translate, type Entry } from './index';

registerDictionary('en', en);

const placeholders = (entry: Entry) => {
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
  return [...new Set(texts.flatMap((t) => [...(t ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

describe('dictionaries', () => {
  it('ar and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
  });

  it('no text is empty and every plural entry has an "other" form', () => {
    for (const dict of [ar, en]) {
      for (const [key, entry] of Object.entries(dict)) {
        if (typeof entry === 'string') expect([key, entry.trim().length > 0]).toEqual([key, true]);
        else expect([key, typeof (entry as { other?: string }).other]).toEqual([key, 'string']);
      }
    }
  });

  it('each key takes the same placeholders in both languages', () => {
    for (const key of Object.keys(ar) as Array<keyof typeof ar>) {
      // a plural's count may be spelled out in Arabic forms ("منتجان"): compare without it
      const a = placeholders(ar[key]).filter((p) => p !== 'count');
      const e = placeholders(en[key]).filter((p) => p !== 'count');
      expect([key, a]).toEqual([key, e]);
    }
  });

  it('has the cart messages of SPEC.md §4 under their names', () => {
    for (const key of ['addedToCart', 'quantityUpdated', 'removedFromCart', 'cartCleared'] as const) {
      expect(ar[key]).toBeTruthy();
      expect(en[key]).toBeTruthy();
    }
  });

  it('the Arabic text is Arabic and the English is not', () => {
    expect(ar['nav.home']).toMatch(/[\u0600-\u06FF]/);
    expect(en['nav.home']).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('chooses Arabic plural forms (zero, one, two, few, many)', () => {
    expect(translate('ar', 'listing.count', { count: 0 })).toBe('لا توجد منتجات');
    expect(translate('ar', 'listing.count', { count: 1 })).toBe('منتج واحد');
    expect(translate('ar', 'listing.count', { count: 2 })).toBe('منتجان');
    expect(translate('ar', 'listing.count', { count: 5 })).toBe('5 منتجات');
    expect(translate('ar', 'listing.count', { count: 20 })).toBe('20 منتجاً');
    expect(translate('ar', 'listing.count', { count: 100 })).toBe('100 منتج');
    expect(translate('en', 'listing.count', { count: 1 })).toBe('1 product');
    expect(translate('en', 'listing.count', { count: 3 })).toBe('3 products');
  });

  it('falls back to Arabic for a language it does not have', () => {
    expect(translate('fr' as 'ar', 'nav.home')).toBe(ar['nav.home']);
  });
});
