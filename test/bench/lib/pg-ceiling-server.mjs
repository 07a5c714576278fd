// The second ceiling (issue 19 §8): node:http plus pg running the SQL the shop runs for an
// uncached catalogue read, nothing else (no framework, no validation, no mapping beyond
// JSON.stringify of the rows). What the shop's uncached reads are measured against.
//   GET /api/products/{id}             the product with its category (one statement)
//   GET /api/products?minPrice=X…      a listing page: 24 products in the default order, and its count
import { createServer } from 'node:http';
import pg from 'pg';

const [port, databaseUrl, poolSize = '20'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
// the database stops before this process at the end of the bench
pool.on('error', () => undefined);

const PRODUCT = `SELECT p.*, c.id AS "c_id", c."nameAr" AS "c_nameAr", c."nameEn" AS "c_nameEn", c.section AS "c_section"
  FROM products p LEFT JOIN categories c ON c.id = p."categoryId" WHERE p.id = $1`;
const PAGE = `SELECT p.*, c.id AS "c_id", c."nameAr" AS "c_nameAr", c."nameEn" AS "c_nameEn", c.section AS "c_section"
  FROM products p LEFT JOIN categories c ON c.id = p."categoryId" WHERE p."finalPrice" >= $1
  ORDER BY p."isFeatured" DESC, p."createdAt" DESC, p.id DESC LIMIT $2`;
const COUNT = `SELECT count(*)::int AS n FROM products p WHERE p."finalPrice" >= $1`;

const send = (res, status, body) => {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
};

createServer(async (req, res) => {
  try {
    if (req.url === '/__ready') return send(res, 200, 'ok');
    const url = new URL(req.url, 'http://ceiling');
    const one = /^\/api\/products\/(\d+)$/.exec(url.pathname);
    if (one) {
      const { rows } = await pool.query(PRODUCT, [Number(one[1])]);
      return rows.length ? send(res, 200, { isSuccess: true, data: rows[0], message: null, errors: null }) : send(res, 404, {});
    }
    if (url.pathname === '/api/products') {
      const minPrice = Number(url.searchParams.get('minPrice') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
      const [items, count] = await Promise.all([pool.query(PAGE, [minPrice, pageSize]), pool.query(COUNT, [minPrice])]);
      return send(res, 200, { isSuccess: true, data: { items: items.rows, total: count.rows[0].n, page: 1, pageSize }, message: null, errors: null });
    }
    send(res, 404, {});
  } catch (error) {
    send(res, 500, { message: String(error.message) });
  }
}).listen(Number(port), '127.0.0.1');
