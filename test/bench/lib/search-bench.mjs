// The search section of `npm run bench` (issue 17): relevance over the relevance set on the
// bench's 10,000-product shop, and search and suggestions that no cache can answer.
import { evaluateRelevance, relevanceSet, shopSearch } from '../../relevance/evaluate.mjs';
import { loadavg } from 'node:os';
import { load } from './load.mjs';
import { cpuSeconds } from './processes.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const LETTERS = { arabic: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي', latin: 'abcdefghijklmnopqrstuvwxyz' };

/** A shopper's slip: one letter of the query replaced by another of its script, so (nearly) every request is new. */
function misspelt(query) {
  const positions = [...query].map((ch, i) => (/\p{L}/u.test(ch) ? i : -1)).filter((i) => i >= 0);
  const chars = [...query];
  const at = pick(positions);
  chars[at] = pick([...(/[\u0600-\u06FF]/.test(chars[at]) ? LETTERS.arabic : LETTERS.latin)]);
  return chars.join('');
}

/** What is typed so far: the query cut after 2 or more letters, misspelt. */
const typing = (query) => misspelt(query.slice(0, 2 + Math.floor(Math.random() * Math.max(1, query.length - 1))));

/** Many shoppers: a different client address each request (the server trusts the bench's loopback proxy header). */
const client = () => `10.${pick([...Array(250).keys()])}.${pick([...Array(250).keys()])}.${1 + Math.floor(Math.random() * 250)}`;

/** `pid`: the server's, for its CPU per request (steadier than req/s on a shared machine). */
export async function searchBench({ url, pid, levels, duration, log }) {
  const relevance = await evaluateRelevance(shopSearch(url));
  log(`relevance over ${relevance.queries} queries: recall@5 ${relevance.recallAt5}, MRR ${relevance.mrr}`);
  const queries = relevanceSet.queries.map((q) => q.q);
  const kinds = [
    ['search, a new misspelling each request', () => `/api/products?search=${encodeURIComponent(misspelt(pick(queries)))}&pageSize=24`],
    ['suggestions, a new half-typed misspelling each request', () => `/api/search/suggestions?q=${encodeURIComponent(typing(pick(queries)))}`],
  ];
  const runs = [];
  for (const [name, nextPath] of kinds) {
    const entry = { name, runs: [] };
    for (const connections of [1, ...levels.filter((c) => c <= 50)]) {
      const setupRequest = (req) => ({ ...req, path: nextPath(), headers: { ...req.headers, 'x-forwarded-for': client() } });
      const before = cpuSeconds(pid);
      const measured = await load({ url, connections, duration, setupRequest, serverTiming: true });
      const run = { ...measured, cpuMs: Math.round(((cpuSeconds(pid) - before) * 1e6) / measured.total) / 1000, loadAvg: loadavg()[0] };
      entry.runs.push(run);
      log(
        name,
        connections,
        `${run.rps} req/s p50 ${run.p50} ms p90 ${run.p90} ms p97.5 ${run.p97_5} ms p99 ${run.p99} ms (server p95 ${run.server.p95} ms p99 ${run.server.p99} ms) ${run.cpuMs} CPU ms/req load ${run.loadAvg.toFixed(1)} errors ${run.errors}`,
      );
    }
    runs.push(entry);
  }
  return { relevance: { queries: relevance.queries, recallAt5: relevance.recallAt5, mrr: relevance.mrr, misses: relevance.misses.map((m) => m.q) }, runs };
}

export function searchMarkdown(search, products) {
  const rows = [`# Search (issue 17)\n`, `${products.toLocaleString('en')} products (the demo shop and generated ones), \`BENCH_PARTS=search npm run bench\`.\n`];
  rows.push(
    `Relevance over the ${search.relevance.queries} queries of \`test/relevance/relevance-set.json\`: **recall@5 ${search.relevance.recallAt5}**, **MRR ${search.relevance.mrr}** (the demo shop alone: 1.0 and 1.0, \`test/relevance\`). The set names only the demo shop's products, so a generated product that fits the query as well (\"Oud Cambodian of Doha 4711\" for \"oud\") ranking above the expected one counts as a miss here.${search.relevance.misses.length ? ` Below 1 on: ${search.relevance.misses.join(', ')}.` : ''}\n`,
  );
  rows.push('Nothing cached: every request is a query not asked before (a letter of a relevance-set query replaced), from a different client address. Targets: suggestions p95 ≤ 30 ms server time, search p99 ≤ 50 ms at 50 connections. The client\'s percentiles (autocannon reports p90 and p97.5, not p95) are what it waited, queueing in the server\'s socket included; server p95 and p99 are the server\'s own time per answer (its `Server-Timing` header: from the request reaching it to the answer\'s bytes being ready). CPU ms/req is the server process\'s own CPU per request; load is the 1-minute load average after the run.\n');
  rows.push('| endpoint | conns | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | server p95 ms | server p99 ms | errors | CPU ms/req | load |');
  rows.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of search.runs)
    for (const run of r.runs)
      rows.push(
        `| ${r.name} | ${run.connections} | ${run.rps} | ${run.p50} | ${run.p90 ?? '—'} | ${run.p97_5} | ${run.p99} | ${run.server?.p95 ?? '—'} | ${run.server?.p99 ?? '—'} | ${run.errors} | ${run.cpuMs ?? '—'} | ${run.loadAvg?.toFixed(1) ?? '—'} |`,
      );
  return rows.join('\n') + '\n';
}
