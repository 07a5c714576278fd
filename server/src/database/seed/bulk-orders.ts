import type { DataSource } from 'typeorm';
import { hashPassword } from '../../customers/passwords.js';
import { sqlRows } from '../../database/sql-rows.js';

/** Generated customers sign in with this password (benchmarks, scale tests). */
export const BULK_CUSTOMER_PASSWORD = 'Customer#2026';
const BATCH = 100_000;
/** Orders spread over this many days before now, oldest first (ids grow with time, as in a real shop). */
const HISTORY_DAYS = 730;

const FIRST = `ARRAY['محمد','فاطمة','عبدالله','نورة','خالد','سارة','فهد','ريم','سلطان','هيا','Omar','Layla','Yousef','Mona','Ahmed','Dana']`;
const LAST = `ARRAY['العتيبي','القحطاني','الشهري','الغامدي','الدوسري','الحربي','المطيري','الزهراني','Alharbi','Alqahtani','Alshehri','Almutairi']`;
const CITIES = `ARRAY['Riyadh','Jeddah','Dammam','Makkah','Madinah','Khobar','Taif','Abha']`;

/**
 * `count` customers in one set-based INSERT … SELECT per 100,000: bilingual names, unique emails
 * and Saudi mobiles, sign-up dates over three years. One password hash for all (argon2 per row
 * would take hours).
 */
export async function seedBulkCustomers(db: DataSource, count: number, progress: (line: string) => void): Promise<void> {
  const passwordHash = await hashPassword(BULK_CUSTOMER_PASSWORD);
  const [{ base }] = await sqlRows<{ base: number }>(db, `SELECT coalesce(max(id), 0)::int AS base FROM users`);
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await db.query(
      `INSERT INTO users (name, email, phone, "passwordHash", role, status, "createdAt", "updatedAt")
       SELECT (${FIRST})[1 + k % 16] || ' ' || (${LAST})[1 + (k / 16) % 12],
              'customer' || k || '@bulk.ward.sa',
              '+9665' || lpad(((k::bigint * 7919) % 100000000)::text, 8, '0'),
              $3, 'Customer', CASE WHEN k % 97 = 0 THEN 'Blocked' ELSE 'Active' END,
              now() - make_interval(mins => ((k::bigint * 7919) % (3 * 525600))::int), now()
       FROM generate_series($1::int + 1, $1::int + $2::int) AS k`,
      [base + done, size, passwordHash],
    );
    progress(`customers: ${done + size} of ${count}`);
  }
}

/**
 * `count` orders over the existing customers and products, 100,000 per transaction, each with
 * its line, payment and first timeline entry, all set-based (INSERT … SELECT over
 * generate_series): one to three of one product, server-style totals (free shipping from 250,
 * cash on delivery fee, VAT inside), a realistic mix of states, spread over two years.
 * Historical orders carry no tax invoice number (no e-invoicing backlog is created).
 */
export async function seedBulkOrders(db: DataSource, count: number, progress: (line: string) => void): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS bulk_customers, bulk_products`);
  await db.query(
    `CREATE UNLOGGED TABLE bulk_customers AS SELECT row_number() OVER (ORDER BY id) AS rn, id, name, email, phone FROM users WHERE role = 'Customer'`,
  );
  await db.query(
    `CREATE UNLOGGED TABLE bulk_products AS SELECT row_number() OVER (ORDER BY p.id) AS rn, p.id, p."nameAr", p."nameEn", p.images->0 AS image,
       p.price, p."finalPrice", p."discountValue", coalesce(p.weight, 300) AS weight, v.id AS "variantId", v.sku
     FROM products p JOIN product_variants v ON v."productId" = p.id AND v."isDefault"`,
  );
  await db.query(`CREATE UNIQUE INDEX ON bulk_customers (rn)`);
  await db.query(`CREATE UNIQUE INDEX ON bulk_products (rn)`);
  const [{ customers }] = await sqlRows<{ customers: number }>(db, `SELECT count(*)::int AS customers FROM bulk_customers`);
  const [{ products }] = await sqlRows<{ products: number }>(db, `SELECT count(*)::int AS products FROM bulk_products`);
  if (!customers || !products) throw new Error('orders need customers and products: seed them first (--customers, --products)');
  const [{ base }] = await sqlRows<{ base: number }>(db, `SELECT coalesce(max(id), 0)::int AS base FROM orders`);
  try {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      await db.transaction((m) =>
        insertOrderBatch((sql, params) => m.query(sql, params), { base, done, size, count, customers, products }),
      );
      progress(`orders: ${done + size} of ${count}`);
    }
    await db.query(`SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`);
    await db.query(`SELECT setval('order_items_id_seq', (SELECT max(id) FROM order_items))`);
    await db.query(`SELECT setval('order_events_id_seq', (SELECT max(id) FROM order_events))`);
  } finally {
    await db.query(`DROP TABLE IF EXISTS bulk_customers, bulk_products`);
  }
  for (const table of ['users', 'orders', 'order_items', 'payments', 'order_events']) await db.query(`VACUUM ANALYZE ${table}`);
}

interface Batch {
  base: number;
  done: number;
  size: number;
  count: number;
  customers: number;
  products: number;
}

async function insertOrderBatch(query: (sql: string, params?: unknown[]) => Promise<unknown>, b: Batch): Promise<void> {
  const params = [b.base + b.done, b.size, b.customers, b.products, b.base + b.count];
  // n: the order's number within the run; its customer, product, quantity and state follow from it
  const source = `
    SELECT n, c.id AS "userId", c.name, c.email, c.phone, p.*, 1 + n % 3 AS qty,
      (ARRAY['cod','card','wallet','card','cod'])[1 + n % 5] AS method,
      CASE WHEN n > $5::int - 200 THEN (ARRAY['New','WaitingForPayment','InPreparation','OnTheWay'])[1 + n % 4]
           WHEN n % 25 = 0 THEN 'Rejected' WHEN n % 31 = 0 THEN 'PaymentFailure' ELSE 'Completed' END AS status,
      now() - make_interval(secs => (($5::int - n)::float8 / $5::int) * ${HISTORY_DAYS} * 86400) AS at
    FROM generate_series($1::int + 1, $1::int + $2::int) AS n
    JOIN bulk_customers c ON c.rn = 1 + (n::bigint * 7919) % $3::int
    JOIN bulk_products p ON p.rn = 1 + (n::bigint * 104729) % $4::int`;
  await query(
    `WITH s AS (${source}), priced AS (
       SELECT s.*, round(s."finalPrice" * s.qty, 2) AS subtotal,
         CASE WHEN s."finalPrice" * s.qty >= 250 THEN 0 ELSE 25 END AS ship,
         CASE WHEN s.method = 'cod' THEN 15 ELSE 0 END AS cod
       FROM s)
     INSERT INTO orders (id, "userId", "customerName", "customerEmail", "customerPhone", status, "paymentMethod", subtotal, discount,
       shipping, "codFee", vat, total, country, address, "weightGrams", "deliveryMinDays", "deliveryMaxDays", "stockReleased",
       "completedAt", "createdAt", "updatedAt")
     SELECT n, "userId", name, email, phone, status, method, subtotal, 0, ship, cod,
       round((subtotal + ship + cod) * 15 / 115, 2), subtotal + ship + cod, 'SA',
       jsonb_build_object('title', 'Home', 'recipientName', name, 'phone', phone, 'street', 'King Fahd Road ' || (n % 400),
         'city', (${CITIES})[1 + n % 8], 'country', 'SA', 'postalCode', lpad((11000 + n % 9000)::text, 5, '0')),
       weight * qty, 3, 5, status IN ('Rejected', 'PaymentFailure'),
       CASE WHEN status = 'Completed' THEN at + interval '4 days' END, at, at
     FROM priced`,
    params,
  );
  await query(
    `WITH s AS (${source})
     INSERT INTO order_items ("orderId", "productId", "variantId", sku, "nameAr", "nameEn", image, quantity, "itemPrice", "discountPercent", "finalPrice", "lineTotal", weight)
     SELECT n, id, "variantId", sku, "nameAr", "nameEn", image, qty, price, "discountValue", "finalPrice", round("finalPrice" * qty, 2), weight FROM s`,
    params,
  );
  await query(
    `INSERT INTO payments ("orderId", "userId", gateway, method, amount, status, "paidAt", "createdAt", "updatedAt")
     SELECT o.id, o."userId", CASE WHEN o."paymentMethod" = 'cod' THEN 'cod' ELSE 'test' END, o."paymentMethod", o.total,
       CASE o.status WHEN 'Completed' THEN 'Paid' WHEN 'Rejected' THEN 'Canceled' WHEN 'PaymentFailure' THEN 'Failed'
         ELSE CASE WHEN o."paymentMethod" = 'cod' OR o.status = 'WaitingForPayment' THEN 'Pending' ELSE 'Paid' END END,
       CASE WHEN o.status = 'Completed' THEN o."createdAt" END, o."createdAt", o."createdAt"
     FROM orders o WHERE o.id BETWEEN $1::int + 1 AND $1::int + $2::int`,
    params.slice(0, 2),
  );
  await query(
    `INSERT INTO order_events ("orderId", "fromStatus", "toStatus", "actorType", "actorId", "actorName", "createdAt")
     SELECT o.id, NULL, o.status, 'customer', o."userId", o."customerName", o."createdAt"
     FROM orders o WHERE o.id BETWEEN $1::int + 1 AND $1::int + $2::int`,
    params.slice(0, 2),
  );
}
