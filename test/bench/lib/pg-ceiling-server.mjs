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
import { createServer } from 'node:http';
import pg from 'pg';
import { CatalogSnapshot } from '../../../server/dist/catalog/listing/catalog-snapshot.js';
import { selectListing } from '../../../server/dist/catalog/listing/listing-select.js';
import { PRODUCT_BY_ID, PRODUCTS_BY_IDS } from '../../../server/dist/catalog/product-rows.js';

const [port, databaseUrl, poolSize = '20'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
// the database stops before this process at the end of the bench
pool.on('error', () => undefined);
const snapshot = await CatalogSnapshot.load(pool);

const send = (res, status, body) => {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
};

const number = (params, name) => (params.has(name) ? Number(params.get(name)) : undefined);

async function listing(params) {
  const page = number(params, 'page') ?? 1;
  const pageSize = number(params, 'pageSize') ?? 12;
  const selection = selectListing(snapshot, {
    filters: { categoryId: number(params, 'categoryId'), minPrice: number(params, 'minPrice'), maxPrice: number(params, 'maxPrice') },
    sort: params.get('sort') ?? 'featured',
    lang: params.get('lang') ?? 'ar',
    page,
    pageSize,
    within: null,
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
