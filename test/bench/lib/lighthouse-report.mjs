// Lighthouse figures → markdown: the latest run (in RESULTS.md) and every recorded run (LIGHTHOUSE.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Issue 40's targets on every page, in both languages. */
export const LIGHTHOUSE_TARGETS = { score: 98, tbtMs: 150, lcpMs: 2000 };

const met = (r) => r.score >= LIGHTHOUSE_TARGETS.score && r.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs && r.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs;
const load = (l) => (l ? l.map((x) => x.toFixed(2)).join(' / ') : '—');

/** One run's table: `run` is { date, label, commit, splashMs, loadBefore, loadAfter, pages }. */
export function lighthouseTable(run) {
  const rows = [];
  rows.push(
    `${run.date}${run.label ? ` — ${run.label}` : ''}${run.commit ? ` (\`${run.commit}\`)` : ''}; start-up splash ${run.splashMs} ms; load average (1/5/15 min) ${load(run.loadBefore)} before, ${load(run.loadAfter)} after.\n`,
  );
  rows.push('| page | score | runs | TBT ms | LCP ms | CLS | FCP ms | longest task ms | target met |');
  rows.push('|---|---:|---|---:|---:|---:|---:|---:|---|');
  for (const [page, r] of Object.entries(run.pages))
    rows.push(`| ${page} | ${r.score} | ${r.runs.join(', ')} | ${r.tbtMs} | ${r.lcpMs} | ${r.cls} | ${r.fcpMs} | ${r.longestTaskMs ?? '—'} | ${met(r) ? 'yes' : 'no'} |`);
  return rows.join('\n') + '\n';
}

const INTRO = `Lighthouse 12, mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4×), Debian's Chromium, on the bench's 10,000-product shop. Each figure is the median of 3 runs taken on its own. Arabic is a first visit; English a first visit of a shopper who chose English before (no HTTP cache, the saved language only). Targets (issue 40): score ≥ ${LIGHTHOUSE_TARGETS.score}, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs} ms. Simulated TBT and LCP scale with what the main thread did in the real run, so a busy machine (load average well above its 2 cores) reads worse than an idle one: the load is written beside every run.\n`;

/** Adds `run` to bench/lighthouse.json (every run kept, newest last) and writes bench/LIGHTHOUSE.md. */
export function recordLighthouse(outDir, run) {
  const file = join(outDir, 'lighthouse.json');
  const history = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  history.push(run);
  writeFileSync(file, JSON.stringify(history, null, 2));
  const md = ['# Storefront Lighthouse figures\n', INTRO];
  for (const entry of [...history].reverse()) md.push(`## ${entry.label ?? entry.date}\n`, lighthouseTable(entry));
  writeFileSync(join(outDir, 'LIGHTHOUSE.md'), md.join('\n'));
}
