// results.json → RESULTS.md with an SVG chart of p99 latency against concurrency.
import { cpus, totalmem } from 'node:os';
import { adminFirstLoadMarkdown } from './admin-first-load.mjs';
import { lighthouseTable } from './lighthouse-report.mjs';
import { promotionsMarkdown } from './promotions-bench.mjs';

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

const COLORS = ['#8a1c3b', '#1f5e57', '#5b3a7a', '#b5651d', '#233a66', '#6b8e23', '#c71585', '#2f4f4f', '#d2691e'];

export function latencyChart(reads) {
  const W = 720,
    H = 360,
    L = 60,
    B = 40,
    T = 20,
    R = 180;
  const levels = [...new Set(reads.flatMap((r) => r.runs.map((x) => x.connections)))].sort((a, b) => a - b);
  const maxP99 = Math.max(1, ...reads.flatMap((r) => r.runs.map((x) => x.p99)));
  const x = (c) => L + (levels.indexOf(c) / Math.max(1, levels.length - 1)) * (W - L - R);
  const y = (v) => H - B - (v / maxP99) * (H - B - T);
  const lines = reads.map((r, i) => {
    const pts = r.runs.map((p) => `${x(p.connections).toFixed(1)},${y(p.p99).toFixed(1)}`).join(' ');
    return (
      `<polyline fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="2" points="${pts}"/>` +
      `<text x="${W - R + 10}" y="${T + 16 + i * 18}" fill="${COLORS[i % COLORS.length]}" font-size="12">${r.name}</text>`
    );
  });
  const ticks = levels.map((c) => `<text x="${x(c)}" y="${H - B + 18}" font-size="11" text-anchor="middle">${c}</text>`).join('');
  const yTicks = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<text x="${L - 6}" y="${y(maxP99 * f) + 4}" font-size="11" text-anchor="end">${Math.round(maxP99 * f)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">
<rect width="${W}" height="${H}" fill="#fff"/>
<line x1="${L}" y1="${H - B}" x2="${W - R}" y2="${H - B}" stroke="#999"/><line x1="${L}" y1="${T}" x2="${L}" y2="${H - B}" stroke="#999"/>
${ticks}${yTicks}
<text x="${(W - R + L) / 2}" y="${H - 6}" font-size="12" text-anchor="middle">connections</text>
<text x="14" y="${(H - B) / 2}" font-size="12" transform="rotate(-90 14 ${(H - B) / 2})" text-anchor="middle">p99 latency (ms)</text>
${lines.join('\n')}
</svg>`;
}

export function markdown(results) {
  const m = results.machine;
  const rows = [];
  rows.push(`# Ward benchmark results\n`);
  rows.push(
    `Run ${results.date} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GiB, Node ${m.node}; ${results.products.toLocaleString('en')} products; ${results.durationSeconds} s per point. The ceiling is a bare \`node:http\` server answering the same bytes from memory, measured in the same run.\n`,
  );
  if (results.note) rows.push(`${results.note}\n`);
  rows.push(`![p99 latency against concurrency](latency.svg)\n`);
  rows.push(`## Reads\n`);
  rows.push('| endpoint | conns | req/s | p50 ms | p99 ms | errors | ceiling req/s | ours / ceiling |');
  rows.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results.reads) {
    for (const run of r.runs) {
      rows.push(
        `| ${r.name} | ${run.connections} | ${run.rps} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.ceilingRps ?? '—'} | ${run.ratio ?? '—'} |`,
      );
    }
  }
  if (results.uncached?.length) {
    rows.push(`\n## Reads the micro-cache cannot answer\n`);
    rows.push(
      'Every request is a different URL, so the micro-cache never answers. The shop picks a listing\'s page from its in-memory catalogue snapshot and takes the products from its in-memory product cards (`server/src/catalog/product-cards.ts`; the bench reads every product once before this section, as a running shop would have), so PostgreSQL is asked only for products not in memory. The ceiling here is node:http + pg sending the statements a cold read sends (the product, or the page\'s products by id) on the same database, nothing else, on every request (`test/bench/lib/pg-ceiling-server.mjs`; it sends the rows as they come, whole products, where the shop\'s listing sends the smaller card summaries); target: ≥ 0.6 of it with p99 ≤ 50 ms at 50 connections. The search row takes the relevance set\'s queries (the spellings shoppers repeat) with another sort or page each time; its ceiling sends the statement a search sends with nothing kept (corrections, presence and matches in one) and then the page\'s products; \`bench/SEARCH.md\` has a new misspelling on every request. p99 is what the client waited (queueing in the server\'s socket included), server p99 the server\'s own time per answer (its `Server-Timing` header). CPU ms/req is the server process\'s own CPU per request (steadier than req/s when the machine is shared); load is the 1-minute load average after the run.\n',
    );
    rows.push('| endpoint | conns | req/s | p50 ms | p99 ms | server p99 ms | errors | CPU ms/req | load | pg ceiling req/s | ceiling p99 ms | ceiling CPU ms/req | ceiling load | ratio |');
    rows.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results.uncached)
      for (const run of r.runs)
        rows.push(
          `| ${r.name} | ${run.connections} | ${run.rps} | ${run.p50} | ${run.p99} | ${run.server?.p99 ?? '—'} | ${run.errors} | ${run.cpuMs ?? '—'} | ${run.loadAvg?.toFixed(1) ?? '—'} | ${run.ceilingRps ?? '—'} | ${run.ceilingP99 ?? '—'} | ${run.ceilingCpuMs ?? '—'} | ${run.ceilingLoadAvg?.toFixed(1) ?? '—'} | ${run.ratio ?? '—'} |`,
        );
  }
  if (results.writes?.length) {
    rows.push(`\n## Writes\n`);
    rows.push('| endpoint | conns | req/s | p50 ms | p99 ms | errors |');
    rows.push('|---|---:|---:|---:|---:|---:|');
    for (const r of results.writes)
      for (const run of r.runs) rows.push(`| ${r.name} | ${run.connections} | ${run.rps} | ${run.p50} | ${run.p99} | ${run.errors} |`);
  }
  if (results.promotions) rows.push(promotionsMarkdown(results.promotions));
  if (results.events) {
    const e = results.events;
    rows.push(`\n## Domain events: an admin at work, and an idle shop\n`);
    rows.push(`Idle: ${e.idleTransactionsPerSecond ?? '—'} PostgreSQL transactions a second with nobody asking anything (the job queue's polling).\n`);
    rows.push('| catalogue reads (4 of 5 repeated URLs, 1 of 5 new) | conns | req/s | p99 ms | from cache | admin actions |');
    rows.push('|---|---:|---:|---:|---:|---:|');
    for (const w of e.adminWork ?? [])
      for (const [label, run] of [['alone', w.quiet], ['while an admin approves and ships an order every second', w.busy]])
        rows.push(`| ${label} | ${w.connections} | ${run.rps} | ${run.p99} | ${Math.round(run.cachedShare * 100)}% | ${run.adminActions} |`);
    rows.push('');
  }
  rows.push(`\nPeak server RSS: ${results.peakRssMb ?? '—'} MB.\n`);
  for (const [app, b] of Object.entries(results.bundles ?? {})) {
    rows.push(`## ${app} bundle (gzip)\n`);
    rows.push(
      `Initial: JS ${b.initial.jsKb} KB, CSS ${b.initial.cssKb} KB. Largest chunks: ${b.chunks
        .slice(0, 8)
        .map((c) => `${c.file} ${c.gzipKb} KB`)
        .join(', ')}.\n`,
    );
  }
  if (results.lighthouse?.pages) {
    rows.push(`## Lighthouse (mobile, performance, median of 3)\n`);
    rows.push(`Every recorded run, before and after, is in \`bench/LIGHTHOUSE.md\`.\n`);
    rows.push(lighthouseTable(results.lighthouse));
  }
  if (results.admin) rows.push(`\n${adminFirstLoadMarkdown(results.admin)}`);
  return rows.join('\n') + '\n';
}
