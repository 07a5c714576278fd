#!/usr/bin/env node
// `npm run bench`: a 10,000-product shop on its own embedded database, the production server,
// autocannon at several concurrencies beside a node:http ceiling, bundle sizes, Lighthouse.
// BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 10,50,200), BENCH_PRODUCTS (10000),
// BENCH_SKIP_LIGHTHOUSE=1, BENCH_SPLASH_MS (the start-up splash Lighthouse runs with, default 1500),
// BENCH_LIGHTHOUSE_REPORTS (a folder for every Lighthouse run's full JSON report), BENCH_LABEL (names the Lighthouse run in bench/LIGHTHOUSE.md),
// BENCH_ADMIN_RUNS (cold back-office loads per language, default 3).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFirstLoad, adminFirstLoadMarkdown } from './lib/admin-first-load.mjs';
import { recordLighthouse } from './lib/lighthouse-report.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { load } from './lib/load.mjs';
import { idleTransactions, readsWhileAdminWorks } from './lib/admin-work.mjs';
import { benchDatabaseUrl, cpuSeconds, repoRoot, seed, startCeiling, startPgCeiling, startServer } from './lib/processes.mjs';
import { latencyChart, machine, markdown } from './lib/report.mjs';
import { promotionsBench } from './lib/promotions-bench.mjs';
import { searchBench, searchMarkdown } from './lib/search-bench.mjs';
import { bundleReport } from './lib/sizes.mjs';
import { uncachedReads } from './lib/uncached-reads.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const levels = (process.env.BENCH_CONNECTIONS ?? '10,50,200').split(',').map(Number);
const products = Number(process.env.BENCH_PRODUCTS ?? 10000);
// BENCH_PARTS: which sections run (default all): reads, uncached, writes, promotions, events, lighthouse, search, admin
// (search alone writes bench/SEARCH.md and search.json, admin alone bench/ADMIN.md and admin.json,
// leaving the other results as they are)
const parts = new Set((process.env.BENCH_PARTS ?? 'reads,uncached,writes,promotions,events,lighthouse,search,admin').split(','));
const searchOnly = parts.size === 1 && parts.has('search');
const adminOnly = parts.size === 1 && parts.has('admin');
// lighthouse, events or promotions alone update their own figures (and the bundle sizes) in results.json, leaving the rest as they are
const partOnly = [...parts].every((part) => part === 'lighthouse' || part === 'events' || part === 'promotions');
const log = (...a) => console.log('[bench]', ...a);
const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

const dataDir = mkdtempSync(join(tmpdir(), 'ward-bench-'));
log(`seeding ${products} products into ${dataDir}`);
seed(dataDir, products);
// TRUST_PROXY: the search section plays many shoppers (X-Forwarded-For), each within the per-client limits
let server = await startServer(dataDir, { TRUST_PROXY: 'true' });
const ceiling = await startCeiling();
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  note: process.env.BENCH_NOTE ?? null,
  products,
  durationSeconds: duration,
  reads: [],
  writes: [],
};

const api = async (path, init) => (await fetch(server.url + path, init)).json();
const signIn = async (email, password) =>
  (await api('/api/Auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).data;
// a mid-priced product in stock (cash on delivery has an upper limit): read in the bench block, used by Lighthouse after it
let someProduct;
try {
  bench: {
  someProduct = (await api('/api/products?pageSize=1&minPrice=100&maxPrice=500&inStock=true')).data.items[0];
  const categoryId = someProduct.categoryId;
  if (parts.has('search')) results.search = await searchBench({ url: server.url, pid: server.pid, levels, duration, log });
  if (searchOnly || adminOnly) break bench;
  const reads = [
    ['home', '/api/home'],
    ['listing', '/api/products?page=1&pageSize=24'],
    ['listing filtered', `/api/products?categoryId=${categoryId}&minPrice=100&maxPrice=500&inStock=true&pageSize=24`],
    ['listing sorted', '/api/products?sort=price_asc&page=3&pageSize=24'],
    ['search ar', `/api/products?search=${encodeURIComponent('عود')}&pageSize=24`],
    ['search en', '/api/products?search=saffron&pageSize=24'],
    ['product', `/api/products/${someProduct.id}`],
  ];
  for (const [name, path] of parts.has('reads') ? reads : []) {
    // as autocannon asks: no compression
    const res = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    // the same bytes on the wire: the shop's headers too, less what node:http writes itself per connection
    const headers = [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'].includes(name)).flat();
    await ceiling.set(path, body, headers);
    const entry = { name, path, bytes: body.length, runs: [] };
    for (const connections of levels) {
      const ours = await load({ url: server.url + path, connections, duration });
      const top = await load({ url: ceiling.url + path, connections, duration });
      entry.runs.push({ ...ours, ceilingRps: top.rps, ceilingP99: top.p99, ratio: Math.round((ours.rps / top.rps) * 100) / 100 });
      log(name, connections, `${ours.rps} req/s p99 ${ours.p99} ms (ceiling ${top.rps}) errors ${ours.errors}`);
    }
    results.reads.push(entry);
  }

  // reads the micro-cache cannot answer: every request a different URL (lib/uncached-reads.mjs);
  // collecting the ids reads every product once, so the shop's product cards are warm, as in a running shop
  const ids = [];
  for (let page = 1; ids.length < products; page++) {
    const items = (await api(`/api/products?pageSize=100&page=${page}`)).data.items;
    if (!items.length) break;
    ids.push(...items.map((p) => p.id));
  }
  const categoryIds = (await api('/api/categories')).data.map((c) => c.id);
  const uncached = uncachedReads(ids, categoryIds);
  // beside the second ceiling: node:http + pg running a cold read's SQL on the same database every time, nothing else
  const pgCeiling = await startPgCeiling(dataDir);
  results.uncached = [];
  for (const [name, nextPath] of parts.has('uncached') ? uncached : []) {
    const entry = { name, runs: [] };
    for (const connections of levels) {
      const setupRequest = (req) => ({ ...req, path: nextPath() });
      // Node CPU per request of each server: on a shared machine req/s swings with the neighbours' load, this barely does
      const measured = async (target) => {
        const before = cpuSeconds(target.pid);
        const run = await load({ url: target.url, connections, duration, setupRequest, serverTiming: target === server });
        return { ...run, cpuMs: Math.round(((cpuSeconds(target.pid) - before) * 1e6) / run.total) / 1000, loadAvg: loadavg()[0] };
      };
      const ours = await measured(server);
      const top = await measured(pgCeiling);
      const ratio = Math.round((ours.rps / top.rps) * 100) / 100;
      entry.runs.push({ ...ours, ceilingRps: top.rps, ceilingP99: top.p99, ceilingCpuMs: top.cpuMs, ceilingLoadAvg: top.loadAvg, ratio });
      log(
        name,
        connections,
        `${ours.rps} req/s p99 ${ours.p99} ms (server p99 ${ours.server.p99} ms) ${ours.cpuMs} CPU ms/req load ${ours.loadAvg.toFixed(1)} (pg ceiling ${top.rps} req/s p99 ${top.p99} ms ${top.cpuMs} CPU ms/req load ${top.loadAvg.toFixed(1)}) errors ${ours.errors}`,
      );
    }
    results.uncached.push(entry);
  }
  await pgCeiling.stop();

  // writes: quote and order placement as the demo customer (needs the checkout API)
  writes: {
  if (!parts.has('writes')) break writes;
  const token = await signIn('customer@ward.sa', 'Customer#2026');
  const adminToken = await signIn('admin@ward.sa', 'Admin#2026');
  // bench products come in three sizes: a line names the variant (here the size with the most stock)
  const stockedVariant = (await api(`/api/products/${someProduct.id}`)).data.variants.reduce((a, b) => (b.stock > a.stock ? b : a));
  const items = [{ variantId: stockedVariant.id, quantity: 1 }];
  const quoteBody = JSON.stringify({ items, country: 'SA', paymentMethod: 'cod' });
  const quoteProbe = await fetch(`${server.url}/api/cart/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: quoteBody,
  });
  if (quoteProbe.ok) {
    const entry = { name: 'quote', runs: [] };
    for (const connections of levels)
      entry.runs.push(await load({ url: `${server.url}/api/cart/quote`, method: 'POST', body: quoteBody, connections, duration }));
    results.writes.push(entry);
    log('quote', entry.runs.map((r) => `${r.connections}: ${r.rps} req/s, ${r.errors} errors`).join('; '));
  } else log(`quote skipped: ${quoteProbe.status}`);

  const address = {
    title: 'Home',
    recipientName: 'Bench Shopper',
    phone: '0512345678',
    street: 'King Fahd Road 12',
    city: 'Riyadh',
    country: 'SA',
    postalCode: '12211',
  };
  const orderBody = (items) => JSON.stringify({ items, paymentMethod: 'cod', address });
  const orderProbe = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `probe-${Date.now()}` },
    body: orderBody(items),
  });
  if (orderProbe.ok) {
    // ten customers (the demo one and nine new), ten mid-priced products with plenty of stock
    const buyers = [token];
    for (let i = 1; i < 10; i++) {
      const email = `bench-buyer-${i}@ward.sa`;
      const registered = await api('/api/Auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench buyer ${i}`,
          email,
          password: 'Bench#2026x',
          phone: `+9665000000${String(i).padStart(2, '0')}`,
        }),
      });
      if (registered.data) buyers.push(registered.data);
    }
    const stocked = (await api('/api/products?pageSize=10&minPrice=100&maxPrice=500&inStock=true')).data.items.map((p) => p.id);
    // every size of those ten products with plenty of stock (the bulk edit writes each variant)
    const stocking = await fetch(`${server.url}/api/admin/products/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ids: stocked, stock: { mode: 'set', value: 1_000_000 } }),
    });
    if (!stocking.ok) throw new Error(`bulk stock: ${stocking.status} ${await stocking.text()}`);
    // one-line orders take each product's default size; two-line variant orders (issue 14) its smallest and largest
    const oneSize = [];
    const sizePairs = [];
    for (const id of stocked) {
      const variants = (await api(`/api/products/${id}`)).data.variants;
      oneSize.push([{ variantId: variants.find((v) => v.isDefault).id, quantity: 1 }]);
      if (variants.length > 1) sizePairs.push([variants[0], variants.at(-1)].map((v) => ({ variantId: v.id, quantity: 1 })));
    }
    let n = 0;
    const orders = (name, baskets) => ({
      name,
      run: (connections) =>
        load({
          url: `${server.url}/api/orders`,
          method: 'POST',
          connections,
          duration,
          setupRequest: (req) => ({
            ...req,
            body: orderBody(baskets[n % baskets.length]),
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${buyers[n % buyers.length]}`,
              'idempotency-key': `bench-${process.pid}-${n++}`,
            },
          }),
        }),
    });
    for (const kind of [
      orders(`order (cod, ${stocked.length} products, ${buyers.length} customers)`, oneSize),
      orders('order (cod, one product: a flash sale)', [oneSize[0]]),
      orders(`order (cod, two sizes of one of ${sizePairs.length} products)`, sizePairs),
    ]) {
      const entry = { name: kind.name, runs: [] };
      for (const connections of levels.filter((c) => c <= 50)) entry.runs.push(await kind.run(connections));
      results.writes.push(entry);
      log(kind.name, entry.runs.map((r) => `${r.connections}: ${r.rps} orders/s, ${r.errors} errors`).join('; '));
    }
  } else log(`orders skipped: ${orderProbe.status} ${await orderProbe.text()}`);
  }
  }

  // issue 28: the quote with 50 running promotions beside the same quote without
  if (parts.has('promotions')) {
    const variant = (await api(`/api/products/${someProduct.id}`)).data.variants.reduce((a, b) => (b.stock > a.stock ? b : a));
    results.promotions = {
      products,
      durationSeconds: duration,
      ...(await promotionsBench({
        url: server.url,
        adminToken: await signIn('admin@ward.sa', 'Admin#2026'),
        quoteBody: JSON.stringify({ items: [{ variantId: variant.id, quantity: 2 }], country: 'SA', paymentMethod: 'cod' }),
        categoryIds: (await api('/api/categories')).data.map((c) => c.id),
        levels: levels.filter((c) => c <= 50),
        duration,
        log,
      })),
    };
  }

  // issue 27: what an admin's order work costs shoppers' reads, and what an idle shop costs PostgreSQL
  if (parts.has('events')) {
    log('idle transactions (30 s after 10 s of quiet)');
    const idle = await idleTransactions(benchDatabaseUrl(dataDir));
    log(`idle: ${idle} transactions/s`);
    const adminToken = await signIn('admin@ward.sa', 'Admin#2026');
    const buyerToken = await signIn('customer@ward.sa', 'Customer#2026');
    const stocked = (await api('/api/products?pageSize=100&inStock=true&minPrice=100&maxPrice=500')).data.items.map((p) => p.id);
    // the admin's orders name a size with stock to spare (most products come in several)
    const variantIds = [];
    for (const id of stocked.slice(0, 30)) {
      const variant = (await api(`/api/products/${id}`)).data.variants.find((v) => v.stock > 5);
      if (variant) variantIds.push(variant.id);
    }
    const categories = (await api('/api/categories')).data.map((c) => c.id);
    const carriers = await (await fetch(`${server.url}/api/admin/carriers`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
    const adminWork = [];
    for (const connections of levels.filter((c) => c === 50))
      adminWork.push(
        await readsWhileAdminWorks({ url: server.url, adminToken, buyerToken, productIds: stocked, variantIds, categoryIds: categories, carrierId: carriers[0].id, duration, connections, log }),
      );
    results.events = { idleTransactionsPerSecond: idle, adminWork };
  }

  results.peakRssMb = server.peakRssMb();
  results.bundles = bundleReport(repoRoot);
  if (!searchOnly && !process.env.BENCH_SKIP_LIGHTHOUSE && parts.has('lighthouse') && results.bundles.storefront) {
    log('lighthouse: home, listing and product in Arabic and English, median of 3');
    const pages = { home: `${server.url}/`, listing: `${server.url}/products`, product: `${server.url}/products/${someProduct.id}` };
    // the start-up splash comes from the settings: measured as shipped (SPEC.md: 1500 ms) unless BENCH_SPLASH_MS says otherwise
    const splashMs = Number(process.env.BENCH_SPLASH_MS ?? 1500);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${await signIn('admin@ward.sa', 'Admin#2026')}` };
    const settings = await (await fetch(`${server.url}/api/admin/settings`, { headers: auth })).json();
    const saved = await fetch(`${server.url}/api/admin/settings`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...settings, splashMs }) });
    if (!saved.ok) throw new Error(`splash setting: ${saved.status} ${await saved.text()}`);
    const loadBefore = loadavg();
    const scores = await lighthouseScores(pages, { reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS ?? null, log: (...a) => log(...a) });
    results.lighthouse = { date: new Date().toISOString(), label: process.env.BENCH_LABEL ?? null, commit: gitCommit(), splashMs, loadBefore, loadAfter: loadavg(), pages: scores };
  }
  if (parts.has('admin')) {
    // each cold load starts its own server on this database: this one steps aside
    await server.stop();
    server = null;
    log('admin first load (cold server, empty browser cache)');
    results.admin = await adminFirstLoad({
      dataDir,
      startServer,
      runs: Number(process.env.BENCH_ADMIN_RUNS ?? 3),
      log,
    });
  }
} finally {
  await ceiling.stop();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const outDir = join(repoRoot, 'bench');
mkdirSync(outDir, { recursive: true });
if (results.search) {
  writeFileSync(join(outDir, 'search.json'), JSON.stringify({ date: results.date, machine: results.machine, products, durationSeconds: duration, ...results.search }, null, 2));
  writeFileSync(join(outDir, 'SEARCH.md'), searchMarkdown(results.search, products));
  log('written bench/search.json, bench/SEARCH.md');
}
if (results.lighthouse) recordLighthouse(outDir, results.lighthouse);
if (adminOnly) {
  writeFileSync(join(outDir, 'admin.json'), JSON.stringify({ date: results.date, machine: results.machine, products, ...results.admin }, null, 2));
  writeFileSync(join(outDir, 'ADMIN.md'), `# Back office first load\n\nRun ${results.date}, ${products.toLocaleString('en')} products.\n\n${adminFirstLoadMarkdown(results.admin)}`);
  log('written bench/admin.json, bench/ADMIN.md');
} else if (partOnly && existsSync(join(outDir, 'results.json'))) {
  // Lighthouse or the events alone: the other sections keep their last figures
  const kept = JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8'));
  const fresh = Object.fromEntries([...parts].filter((part) => results[part]).map((part) => [part, results[part]]));
  const merged = { ...kept, bundles: results.bundles, ...fresh };
  writeFileSync(join(outDir, 'results.json'), JSON.stringify(merged, null, 2));
  writeFileSync(join(outDir, 'RESULTS.md'), markdown(merged));
  log(`written bench/results.json (${Object.keys(fresh).join(', ')} and bundles), bench/RESULTS.md`);
} else if (!searchOnly) {
  writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  writeFileSync(join(outDir, 'latency.svg'), latencyChart(results.reads));
  writeFileSync(join(outDir, 'RESULTS.md'), markdown(results));
  log(`written bench/results.json, bench/RESULTS.md, bench/latency.svg`);
}
