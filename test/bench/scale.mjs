#!/usr/bin/env node
// `npm run bench:scale -w @ward/test`: the growth curve of the back office (issue 19 §7). For each
// size (BENCH_SCALE_ORDERS, default 10000,100000,1000000 orders; customers 30 % of that,
// BENCH_SCALE_PRODUCTS products, default 10000) a fresh shop is seeded with `npm run seed`, and
// every admin figure is timed from BENCH_SCALE_RUNS sequential requests (default 40):
// p50 and p95 in ms beside its target. Writes bench/SCALE.md and bench/scale.json.
// The 1M-order size seeds for a few minutes; run it on an idle machine. BENCH_SCALE_SEEDED=
// "1000000=/path/to/DATA_DIR" times a shop seeded before (`DATA_DIR=… npm run seed -- …`) instead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, repoRoot, seed, startServer } from './lib/processes.mjs';
import { machine } from './lib/report.mjs';

const sizes = (process.env.BENCH_SCALE_ORDERS ?? '10000,100000,1000000').split(',').map(Number);
const products = Number(process.env.BENCH_SCALE_PRODUCTS ?? 10000);
const runs = Number(process.env.BENCH_SCALE_RUNS ?? 40);
const log = (...a) => console.log('[scale]', ...a);
const q = (filter, sort, range = [0, 24]) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;
const day = (ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

/** [name, path, target ms (p95)] — the back office's figures of issue 19 §7. */
const figures = (customerId, name) => [
  ['orders: first page', `/api/admin/orders${q({}, ['createdAt', 'DESC'])}`, 100],
  ['orders: sorted by total', `/api/admin/orders${q({}, ['total', 'DESC'])}`, 100],
  ['orders: filtered by status', `/api/admin/orders${q({ status: 'Completed' }, ['createdAt', 'DESC'])}`, 100],
  ['orders: last 30 days, card', `/api/admin/orders${q({ createdAt_gte: day(30), paymentMethod: 'card' }, ['createdAt', 'DESC'])}`, 100],
  ['orders: search a customer', `/api/admin/orders${q({ q: name }, ['createdAt', 'DESC'])}`, 100],
  ['orders: page 40', `/api/admin/orders${q({}, ['createdAt', 'DESC'], [975, 999])}`, 100],
  ['customers: first page', `/api/admin/customers${q({}, ['createdAt', 'DESC'])}`, 100],
  ['customers: sorted by name', `/api/admin/customers${q({}, ['name', 'ASC'])}`, 100],
  ['customers: search by name', `/api/admin/customers${q({ q: name })}`, 50],
  ['customers: search by email', `/api/admin/customers${q({ q: `customer${customerId}@bulk` })}`, 50],
  ['customers: search by phone', `/api/admin/customers${q({ q: '+9665' })}`, 50],
  ["a customer's order history", `/api/admin/orders${q({ customerId }, ['createdAt', 'DESC'])}`, 20],
  ['products: first page', `/api/admin/products${q({}, ['id', 'DESC'])}`, 100],
  ['dashboard', '/api/admin/dashboard', 200],
  ["a year's sales report (by month)", `/api/admin/reports/sales?from=${day(365)}&to=${day(0)}&groupBy=month`, 500],
  ["a year's sales report (by day)", `/api/admin/reports/sales?from=${day(365)}&to=${day(0)}&groupBy=day`, 500],
];

async function time(url, token) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (p) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

const seeded = new Map((process.env.BENCH_SCALE_SEEDED ?? '').split(',').filter(Boolean).map((e) => e.split('=')).map(([n, dir]) => [Number(n), dir]));
const results = { date: new Date().toISOString(), machine: machine(), load: loadavg().map((l) => l.toFixed(1)).join(' '), runs, products, sizes: [] };
for (const orders of sizes) {
  const reuse = seeded.get(orders);
  const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'ward-scale-'));
  const customers = Math.max(3000, Math.round(orders * 0.3));
  const seedStarted = Date.now();
  if (!reuse) seed(dataDir, products, { customers, orders });
  const seedSeconds = reuse ? null : Math.round((Date.now() - seedStarted) / 100) / 10;
  log(`${orders} orders, ${customers} customers, ${products} products seeded in ${seedSeconds} s`);
  const server = await startServer(dataDir);
  try {
    const token = await adminToken(server.url);
    const someone = (await (await fetch(`${server.url}/api/admin/customers${q({ q: '@bulk.ward.sa' })}`, { headers: { authorization: `Bearer ${token}` } })).json())[0];
    const entry = { orders, customers, seedSeconds, figures: [] };
    for (const [name, path, target] of figures(someone.id, someone.name.split(' ')[0])) {
      const timing = await time(server.url + path, token);
      entry.figures.push({ name, path, target, ...timing });
      log(orders, name, `p50 ${timing.p50} ms, p95 ${timing.p95} ms (target ${target})`);
    }
    results.sizes.push(entry);
  } finally {
    await server.stop();
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

const names = results.sizes[0]?.figures.map((f) => [f.name, f.target]) ?? [];
const cell = (size, name) => {
  const f = size.figures.find((x) => x.name === name);
  return `${f.p50} / ${f.p95}${f.p95 > f.target ? ' ✗' : ''}`;
};
const md = [
  '# Scale: the back office as orders grow',
  '',
  `${results.date} · ${results.machine.cpus} cores · load average at start ${results.load} · ${runs} sequential requests per figure, p50 / p95 in ms (✗: over target)`,
  '',
  `| figure | target p95 | ${results.sizes.map((s) => `${s.orders.toLocaleString('en')} orders`).join(' | ')} |`,
  `| --- | --- | ${results.sizes.map(() => '---').join(' | ')} |`,
  ...names.map(([name, target]) => `| ${name} | ${target} | ${results.sizes.map((s) => cell(s, name)).join(' | ')} |`),
  `| seed time (s) | — | ${results.sizes.map((s) => s.seedSeconds ?? 'seeded before').join(' | ')} |`,
  '',
].join('\n');
mkdirSync(join(repoRoot, 'bench'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/scale.json'), JSON.stringify(results, null, 2));
writeFileSync(join(repoRoot, 'bench/SCALE.md'), md);
console.log(md);
