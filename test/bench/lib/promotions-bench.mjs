// Issue 28: the quote with 50 running promotions of mixed types beside the same quote without any,
// at the same connections, one after the other in one run (target: p99 within 1.2× of without).
import { loadavg } from 'node:os';
import { load } from './load.mjs';

const TYPES = ['orderDiscount', 'itemDiscount', 'buyXgetY', 'tiered', 'freeShipping', 'bundlePrice'];

/** The i-th of the mix: every rule type, on categories or on every item, some not combinable, most not met by a one-line cart. */
function promotion(i, categoryIds) {
  const type = TYPES[i % TYPES.length];
  const items = i % 3 === 0 ? {} : { categoryIds: [categoryIds[i % categoryIds.length]] };
  const rule = {
    orderDiscount: { type, discount: { percent: 1 + (i % 10) }, minSubtotal: 100 * (i % 7) },
    itemDiscount: { type, items, discount: i % 2 ? { percent: 5 } : { fixed: 3 } },
    buyXgetY: { type, buy: { quantity: 2, items }, get: { quantity: 1, items }, percentOff: 100, maxApplications: 2 },
    tiered: { type, basis: i % 2 ? 'spend' : 'quantity', items, tiers: [{ min: 2, discount: { percent: 5 } }, { min: 500, discount: { percent: 10 } }] },
    freeShipping: { type, countries: ['SA'], minSubtotal: 300 + i },
    bundlePrice: { type, items, size: 3, price: 250, maxApplications: 1 },
  }[type];
  return {
    name: { ar: `عرض الأداء ${i}`, en: `Bench promotion ${i}` },
    label: { ar: `عرض ${i}`, en: `Offer ${i}` },
    startsAt: '2020-01-01',
    priority: i % 5,
    combinable: i % 4 !== 0,
    combinesWithCoupons: true,
    rule,
  };
}

/** Quote rows without promotions, then with `count` of them running; the promotions are deleted after. */
export async function promotionsBench({ url, adminToken, quoteBody, categoryIds, levels, duration, count = 50, log }) {
  const admin = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
  const quote = (connections) => load({ url: `${url}/api/cart/quote`, method: 'POST', body: quoteBody, connections, duration });
  const rows = [];
  for (const connections of levels) rows.push({ connections, without: { ...(await quote(connections)), loadAvg: loadavg()[0] } });
  const ids = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/admin/promotions`, { method: 'POST', headers: admin, body: JSON.stringify(promotion(i, categoryIds)) });
    if (!res.ok) throw new Error(`promotion ${i}: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  const priced = await (await fetch(`${url}/api/cart/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody })).json();
  log(`promotions: ${count} running, the bench cart gets ${priced.data.promotions.length} (${priced.data.promotionDiscount} SAR off)`);
  for (const row of rows) {
    row.with = { ...(await quote(row.connections)), loadAvg: loadavg()[0] };
    row.p99Ratio = row.without.p99 ? Math.round((row.with.p99 / row.without.p99) * 100) / 100 : null;
    log(`quote ${row.connections}: without ${row.without.rps} req/s p99 ${row.without.p99} ms; with ${row.with.rps} req/s p99 ${row.with.p99} ms (×${row.p99Ratio})`);
  }
  for (const id of ids) await fetch(`${url}/api/admin/promotions/${id}`, { method: 'DELETE', headers: admin });
  return { date: new Date().toISOString(), count, applied: priced.data.promotions.length, rows };
}

/** The section of bench/RESULTS.md. */
export function promotionsMarkdown(p) {
  const lines = [
    `\n## Quote with ${p.count} running promotions (issue 28)\n`,
    `Run ${p.date ?? ''} on ${p.products.toLocaleString('en')} products, ${p.durationSeconds} s per point. The same one-line cash-on-delivery quote (two units) without promotions, then with ${p.count} running promotions of every rule type (the cart gets ${p.applied} of them), one after the other in the same run; target p99 ≤ 1.2× without. Load is the 1-minute load average after each run (the machine is shared).\n`,
    '| conns | without req/s | without p99 ms | load | with req/s | with p99 ms | load | p99 with / without |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of p.rows)
    lines.push(
      `| ${r.connections} | ${r.without.rps} | ${r.without.p99} | ${r.without.loadAvg.toFixed(1)} | ${r.with.rps} | ${r.with.p99} | ${r.with.loadAvg.toFixed(1)} | ${r.p99Ratio ?? '—'} |`,
    );
  return lines.join('\n');
}
