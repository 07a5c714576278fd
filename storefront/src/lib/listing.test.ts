import { DEFAULT_LISTING, listingQuery, pageWindow, parseListing, productsKey, quickRangeIndex, withSearch } from './listing';

describe('listing state in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const url =
      '?search=%D8%B9%D9%88%D8%AF&categoryId=3&minPrice=100&maxPrice=500&inStock=true&discounted=true&sort=price_asc&pageSize=24&page=2&view=list';
    const state = parseListing(url);
    expect(state).toEqual({
      ...DEFAULT_LISTING,
      search: 'عود',
      categoryId: 3,
      minPrice: 100,
      maxPrice: 500,
      inStock: true,
      discounted: true,
      sort: 'price_asc',
      pageSize: 24,
      page: 2,
      view: 'list',
    });
    expect(parseListing(listingQuery(state))).toEqual(state);
    expect(listingQuery(DEFAULT_LISTING)).toBe('');
  });

  it('ignores values it does not know (page sizes 12/24/48, the five sorts)', () => {
    expect(parseListing('?pageSize=1000&sort=evil&page=-4&categoryId=abc&minPrice=-5')).toEqual(DEFAULT_LISTING);
  });

  it('orders a search by best match unless told otherwise, and never a listing without one', () => {
    expect(parseListing('?search=oud').sort).toBe('relevance');
    expect(listingQuery(parseListing('?search=oud'))).toBe('?search=oud');
    expect(parseListing('?sort=relevance')).toEqual(DEFAULT_LISTING);
    expect(withSearch(DEFAULT_LISTING, 'musk')).toMatchObject({ search: 'musk', sort: 'relevance', page: 1 });
    expect(withSearch({ ...DEFAULT_LISTING, sort: 'price_asc', page: 3 }, 'musk')).toMatchObject({ sort: 'price_asc', page: 1 });
    expect(withSearch(parseListing('?search=oud'), '').sort).toBe('featured');
  });

  it('knows the quick price ranges of SPEC.md §9', () => {
    expect(quickRangeIndex(null, 100)).toBe(0);
    expect(quickRangeIndex(100, 500)).toBe(1);
    expect(quickRangeIndex(5000, 10000)).toBe(4);
    expect(quickRangeIndex(7, 9)).toBe(-1);
  });

  it('the data key does not depend on the view', () => {
    expect(productsKey({ ...DEFAULT_LISTING, view: 'list' })).toBe(productsKey(DEFAULT_LISTING));
  });

  it('pages: 1 … 4 5 6 … 20', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
