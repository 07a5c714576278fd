import { MicroCache, type CachedAnswer } from './micro-cache.js';

const answer = (bytes: number): CachedAnswer => ({ body: Buffer.alloc(bytes, 'a'), etag: 'W/"x"', headers: [], variants: {} });

describe('micro-cache limits', () => {
  it('drops the oldest answers to stay within its byte budget', () => {
    const cache = MicroCache.withLimits({ entries: 100, bytes: 3_000 });
    cache.set('a', answer(1_000)); // counted as 1,500 with room for compressed variants
    cache.set('b', answer(1_000));
    cache.set('c', answer(1_000));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('drops the oldest answers beyond its entry limit, and never keeps one larger than the budget', () => {
    const cache = MicroCache.withLimits({ entries: 2, bytes: 10_000 });
    cache.set('a', answer(10));
    cache.set('b', answer(10));
    cache.set('c', answer(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    cache.set('huge', answer(20_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('counts a replaced answer once', () => {
    const cache = MicroCache.withLimits({ entries: 10, bytes: 3_000 });
    for (let i = 0; i < 5; i++) cache.set('same', answer(1_000));
    cache.set('other', answer(900));
    expect(cache.get('same')).toBeDefined();
    expect(cache.get('other')).toBeDefined();
  });
});
