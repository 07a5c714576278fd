// Issue 27's two measures: catalogue reads while an admin approves and ships an order every second
// (the share answered from the micro-cache, req/s and p99, against the same reads without the admin),
// and what an idle shop costs PostgreSQL (transactions a second with nobody asking anything).
import pg from 'pg';
import { load } from './load.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Transactions a second the shop's database commits while nothing happens (after `settleMs` of quiet). */
export async function idleTransactions(databaseUrl, { seconds = 30, settleMs = 10_000 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () =>
    Number((await client.query(`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0].n);
  try {
    await sleep(settleMs);
    const before = await read();
    const started = Date.now();
    await sleep(seconds * 1000);
    const after = await read();
    // less the one transaction of the first read
    return Math.round(((after - before - 1) / ((Date.now() - started) / 1000)) * 10) / 10;
  } finally {
    await client.end();
  }
}

const json = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/**
 * Reads of product pages and listings (four of five from a set of 120 URLs a busy shop repeats, one of
 * five a URL never asked before), measured alone and then while an admin approves one order and ships
 * another every second. An answer without Server-Timing came from the micro-cache.
 */
export async function readsWhileAdminWorks({ url, adminToken, buyerToken, productIds, variantIds, categoryIds, carrierId, duration, connections, log }) {
  const address = { title: 'Home', recipientName: 'Bench', phone: '0512345678', street: 'King Fahd Road 12', city: 'Riyadh', country: 'SA', postalCode: '12211' };
  const orders = [];
  for (let i = 0; orders.length < duration * 2 + 10; i++) {
    const res = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { ...json(buyerToken), 'idempotency-key': `admin-work-${process.pid}-${i}` },
      body: JSON.stringify({ items: [{ variantId: variantIds[i % variantIds.length], quantity: 1 }], paymentMethod: 'cod', address }),
    });
    if (!res.ok) throw new Error(`order for the admin: ${res.status} ${await res.text()}`);
    orders.push((await res.json()).data.order.id);
  }
  const repeated = [
    ...productIds.slice(0, 100).map((id) => `/api/products/${id}`),
    ...categoryIds.slice(0, 10).map((id) => `/api/products?categoryId=${id}&pageSize=24`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) => `/api/products?page=${page}&pageSize=24`),
  ];
  let n = 0;
  const setupRequest = (req) => {
    n++;
    const path = n % 5 === 0 ? `/api/products/${productIds[n % productIds.length]}?v=${n}` : repeated[n % repeated.length];
    return { ...req, path };
  };
  // the repeated URLs asked twice, so the micro-cache keeps them (it keeps an answer the second time it is asked for)
  for (let i = 0; i < 2; i++) for (const path of repeated) await fetch(url + path);

  const run = async (admin) => {
    let working = admin;
    let actions = 0;
    const work = (async () => {
      let next = 0;
      while (working) {
        const started = Date.now();
        const approve = orders[next * 2];
        const ship = orders[next * 2 + 1];
        await fetch(`${url}/api/admin/orders/${approve}/approve`, { method: 'POST', headers: json(adminToken) });
        await fetch(`${url}/api/admin/orders/${ship}/approve`, { method: 'POST', headers: json(adminToken) });
        await fetch(`${url}/api/admin/orders/${ship}/ship`, {
          method: 'POST',
          headers: json(adminToken),
          body: JSON.stringify({ carrierId, trackingNumber: `BENCH${next}` }),
        });
        actions += 2;
        next++;
        await sleep(Math.max(0, 1000 - (Date.now() - started)));
      }
    })();
    const result = await load({ url, connections, duration, setupRequest, serverTiming: true });
    working = false;
    await work;
    const fromCache = result.total - result.server.answers;
    return { ...result, cachedShare: Math.round((fromCache / result.total) * 1000) / 1000, adminActions: actions };
  };
  const quiet = await run(false);
  const busy = await run(true);
  const entry = { connections, quiet, busy, throughputRatio: Math.round((busy.rps / quiet.rps) * 100) / 100 };
  log?.(
    `reads while an admin works (${connections} connections): alone ${quiet.rps} req/s p99 ${quiet.p99} ms, ${Math.round(quiet.cachedShare * 100)}% from cache; ` +
      `with ${busy.adminActions} admin actions ${busy.rps} req/s p99 ${busy.p99} ms, ${Math.round(busy.cachedShare * 100)}% from cache (×${entry.throughputRatio})`,
  );
  return entry;
}
