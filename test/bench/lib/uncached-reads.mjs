// Reads the micro-cache cannot answer (issue 19 §8): every request a different URL (a counter the
// API ignores makes even a repeated product or filter a new URL), so the micro-cache never answers;
// the products themselves come from the shop's product cards (memory) once read, from PostgreSQL before.
import { relevanceSet } from '../../relevance/evaluate.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const QUERIES = relevanceSet.queries.map((q) => q.q);
const SORTS = ['featured', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];

/** [name, () => next path] for the bench's uncached section, given every product id and category id. */
export function uncachedReads(ids, categoryIds) {
  let n = 0;
  const unique = () => `_=${n++}`;
  const price = () => (Math.random() * 400).toFixed(2);
  return [
    [`product (random of ${ids.length.toLocaleString('en')})`, () => `/api/products/${pick(ids)}?${unique()}`],
    ['listing, random price filter', () => `/api/products?minPrice=${price()}&pageSize=24&${unique()}`],
    [
      'listing, random price range',
      () => {
        const min = Math.random() * 400;
        return `/api/products?minPrice=${min.toFixed(2)}&maxPrice=${(min + 20 + Math.random() * 300).toFixed(2)}&pageSize=24&${unique()}`;
      },
    ],
    [
      'listing, random category + sort + page',
      () => `/api/products?categoryId=${pick(categoryIds)}&sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 5)}&pageSize=24&${unique()}`,
    ],
    // what shoppers search for (the relevance set: words, plurals, Latin spellings, misspellings), each page a new URL;
    // the search bench (search-bench.mjs) has the harder case, a misspelling never seen before on every request
    [
      'search, a query shoppers type + sort + page',
      () =>
        `/api/products?search=${encodeURIComponent(pick(QUERIES))}&sort=${pick(['relevance', ...SORTS])}&page=${1 + Math.floor(Math.random() * 3)}&pageSize=24&${unique()}`,
    ],
  ];
}
