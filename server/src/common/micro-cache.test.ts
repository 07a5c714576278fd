import { MicroCache, type CachedAnswer } from './micro-cache.js';

const answer = (bytes: number): CachedAnswer => ({ body: Buffer.alloc(bytes, 'a'), etag: 'W/"x"', headers: [], variants: {} });
/** An answer asked for a second time: the first ask is only remembered (see the doorkeeper below). */
const keep = (cache: MicroCache, key: string, a: CachedAnswer) => {
  cache.set(key, a);
  cache.set(key, a);
};

describe('micro-cache doorkeeper', () => {
  it('keeps an answer the second time its URL is asked for, not the first', () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 100_000 });
    cache.set('once', answer(10));
    expect(cache.get('once')).toBeUndefined();
    cache.set('once', answer(10));
    expect(cache.get('once')).toBeDefined();
  });

  it('lets a flood of URLs asked once pass without pushing out an answer asked for again', () => {
    const cache = MicroCache.withLimits({ entries: 3, bytes: 100_000 });
    keep(cache, 'home', answer(10));
    for (let i = 0; i < 1_000; i++) cache.set(`/api/products?minPrice=${i}`, answer(10));
    expect(cache.get('home')).toBeDefined();
  });
});

describe('micro-cache limits', () => {
  it('drops the oldest answers to stay within its byte budget', () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 3_000 });
    keep(cache, 'a', answer(1_000)); // counted as 1,500 with room for compressed variants
    keep(cache, 'b', answer(1_000));
    keep(cache, 'c', answer(1_000));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('drops the oldest answers beyond its entry limit, and never keeps one larger than the budget', () => {
    const cache = MicroCache.withLimits({ entries: 2, bytes: 10_000 });
    keep(cache, 'a', answer(10));
    keep(cache, 'b', answer(10));
    keep(cache, 'c', answer(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    keep(cache, 'huge', answer(20_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('counts a replaced answer once', () => {
    const cache = MicroCache.withLimits({ entries: 10, bytes: 3_000 });
    for (let i = 0; i < 5; i++) cache.set('same', answer(1_000));
    keep(cache, 'other', answer(900));
    expect(cache.get('same')).toBeDefined();
    expect(cache.get('other')).toBeDefined();
  });
});

describe('micro-cache drops by data (issue 27)', () => {
  const LIST = 'ar|/api/products?categoryId=3';
  const OWN = (id: number) => `ar|/api/products/${id}`;
  const keepShowing = (cache: MicroCache, key: string, products: number[], startedAt = Date.now()) => {
    cache.set(key, answer(10), products, startedAt);
    cache.set(key, answer(10), products, startedAt);
  };

  it("a product's change drops its own answer and every list, and keeps other products' own answers", () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 100_000 });
    keepShowing(cache, OWN(1), [1]);
    keepShowing(cache, OWN(2), [2]);
    keepShowing(cache, LIST, [2]);
    keepShowing(cache, 'ar|/api/home', [2]);
    cache.dropProductsAndLists([1]);
    expect([OWN(1), OWN(2), LIST, 'ar|/api/home'].map((key) => Boolean(cache.get(key)))).toEqual([false, true, false, false]);
  });

  it('a list computed before a product was added is not kept, though it does not show that product', () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 100_000 });
    const startedAt = Date.now() - 5;
    cache.dropProductsAndLists([99]);
    keepShowing(cache, LIST, [2], startedAt);
    expect(cache.get(LIST)).toBeUndefined();
    keepShowing(cache, OWN(2), [2], startedAt);
    expect(cache.get(OWN(2))).toBeDefined();
  });
});

describe('micro-cache follows stock (issue 27)', () => {
  it('a stock change drops the lists filtered or counted by stock, even those that do not show the product', () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 100_000 });
    const inStock = 'ar|/api/products?categoryId=3&inStock=true';
    const faceted = 'ar|/api/products?categoryId=3&facets=true';
    const plain = 'ar|/api/products?categoryId=3';
    for (const key of [inStock, faceted, plain]) {
      cache.set(key, answer(10), [2]);
      cache.set(key, answer(10), [2]);
    }
    cache.dropStock([7]);
    expect([inStock, faceted, plain].map((key) => Boolean(cache.get(key)))).toEqual([false, false, true]);
  });
});
