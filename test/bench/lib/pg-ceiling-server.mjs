// The second ceiling (issue 19 §8): node:http plus pg sending the very statements the shop sends
// for an uncached catalogue read (imported from the built server, so they cannot drift apart),
// nothing else: no framework, no validation, no mapping beyond JSON.stringify of the rows.
//   GET /api/products/{id}   the product-by-id statement (the product, its category, its variants)
//   GET /api/products?…      the listing: the shop picks the page's ids, total and order from its
//                            in-memory catalogue snapshot (no SQL per request), so this does the
//                            same with the shop's own snapshot and selection code, then sends the
//                            products-by-ids statement, as the shop does for products not in its
//                            in-memory product cards (server/src/catalog/product-cards.ts); this
//                            sends it every time, keeping nothing: the cost of a cold read
//   …&search=…               a search first sends the statement a search sends when nothing is
//                            kept (SEARCH_AT_ONCE: corrections, presence and matches in one), with
//                            the shop's own query planning, then the listing as above within the matches
import { createServer } from 'node:http';
import pg from 'pg';
import { CatalogSnapshot } from '../../../server/dist/catalog/listing/catalog-snapshot.js';
import { selectListing } from '../../../server/dist/catalog/listing/listing-select.js';
import { PRODUCT_BY_ID, PRODUCTS_BY_IDS } from '../../../server/dist/catalog/product-rows.js';
import { orderMatches } from '../../../server/dist/catalog/search/match-order.js';
import { planSearch } from '../../../server/dist/catalog/search/search-plan.js';
import { presenceOperands } from '../../../server/dist/catalog/search/search-query.js';
import { SEARCH_AT_ONCE } from '../../../server/dist/catalog/search/search-sql.js';
import { Equivalences, TRANSLITERATIONS } from '@ward/shared';

const [port, databaseUrl, poolSize = '20'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
// the database stops before this process at the end of the bench
pool.on('error', () => undefined);
const snapshot = await CatalogSnapshot.load(pool);
const synonyms = await pool.query('SELECT terms FROM search_synonyms ORDER BY id');
const equivalences = new Equivalences([...TRANSLITERATIONS, ...synonyms.rows.map((r) => r.terms)]);

/** The search's matching products, best first, as the shop reads them when it has nothing kept (product-search.ts). */
async function searchMatches(query) {
  const plan = planSearch(query, equivalences, { prefixLast: false });
  if (!plan) return [];
  const clauses = plan.fuzzy.flatMap((word, i) => (word ? [i] : []));
  const { rows } = await pool.query({
    name: 'search-at-once',
    text: SEARCH_AT_ONCE,
    values: [
      clauses.map((i) => plan.fuzzy[i]),
      clauses.map((i) => plan.alike[i]),
      presenceOperands(plan),
      plan.exact.map((exact, i) => (plan.prefix[i] ? `${exact} | ${plan.prefix[i]}` : exact)),
      plan.fuzzy.map((_, i) => clauses.indexOf(i) + 1),
    ],
  });
  return orderMatches(rows[0], snapshot);
}

const send = (res, status, body) => {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
};

const number = (params, name) => (params.has(name) ? Number(params.get(name)) : undefined);

async function listing(params) {
  const page = number(params, 'page') ?? 1;
  const pageSize = number(params, 'pageSize') ?? 12;
  const within = params.get('search') ? await searchMatches(params.get('search')) : null;
  const sort = params.get('sort') ?? (within ? 'relevance' : 'featured');
  const selection = selectListing(snapshot, {
    filters: { categoryId: number(params, 'categoryId'), minPrice: number(params, 'minPrice'), maxPrice: number(params, 'maxPrice') },
    sort,
    lang: params.get('lang') ?? 'ar',
    page,
    pageSize,
    within,
    facets: false,
  });
  const { rows } = await pool.query({ name: 'products-by-ids', text: PRODUCTS_BY_IDS, values: [selection.ids] });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: selection.ids.map((id) => byId.get(id)), total: selection.total, page, pageSize };
}

createServer(async (req, res) => {
  try {
    if (req.url === '/__ready') return send(res, 200, 'ok');
    const url = new URL(req.url, 'http://ceiling');
    const one = /^\/api\/products\/(\d+)$/.exec(url.pathname);
    if (one) {
      const { rows } = await pool.query({ name: 'product-by-id', text: PRODUCT_BY_ID, values: [Number(one[1])] });
      return rows.length ? send(res, 200, { isSuccess: true, data: rows[0], message: null, errors: null }) : send(res, 404, {});
    }
    if (url.pathname === '/api/products') return send(res, 200, { isSuccess: true, data: await listing(url.searchParams), message: null, errors: null });
    send(res, 404, {});
  } catch (error) {
    send(res, 500, { message: String(error.message) });
  }
}).listen(Number(port), '127.0.0.1');
