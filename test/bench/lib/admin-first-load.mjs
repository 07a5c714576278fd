// The back office's first load after sign-in, cold (issue 37 §17): a server process just started on
// the bench's database and a browser with an empty cache open /admin/ with a signed-in admin's
// token, as the storefront's sign-in leaves it. Timed to the dashboard's figures on screen, then
// once more warm (same browser, same server) for comparison. Each run starts its own server.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { adminToken } from './processes.mjs';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-quic'];

/** The renderer's main-thread CPU time so far (ms): on a shared machine steadier than the clock. */
async function cpuMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Math.round(metrics.find((m) => m.name === 'ThreadTime').value * 1000);
}

/**
 * Milliseconds since navigation start, taken in the page when each state is first seen, and the
 * main thread's CPU milliseconds from `cpuBefore` to the dashboard.
 */
async function timeline(page, cdp, cpuBefore) {
  const when = (predicate) => page.waitForFunction(predicate, null, { timeout: 180_000 }).then((h) => h.jsonValue());
  const [shellMs, dashboardMs] = await Promise.all([
    // the layout with its menu: the admin sees where they are
    when(() => document.querySelector('.RaMenu-open, .RaMenu-closed') && Math.round(performance.now())),
    // the dashboard's figures (they wait for GET /api/admin/dashboard) and its revenue chart
    when(() => document.querySelector('[data-testid="stat-revenue"]') && document.querySelector('[data-testid="revenue-chart"] svg') && Math.round(performance.now())),
  ]);
  const mainThreadCpuMs = (await cpuMs(cdp)) - cpuBefore;
  const figures = await page.evaluate(
    ([shell, dashboard]) => {
      const resources = performance.getEntriesByType('resource');
      const js = resources.filter((r) => r.name.endsWith('.js'));
      const api = resources.find((r) => r.name.includes('/api/admin/dashboard'));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcpMs: fcp ? Math.round(fcp.startTime) : null,
        shellMs: shell,
        dashboardMs: dashboard,
        jsFiles: js.length,
        jsKb: Math.round(js.reduce((s, r) => s + r.transferSize, 0) / 102.4) / 10,
        dashboardApiMs: api ? Math.round(api.responseEnd - api.requestStart) : null,
      };
    },
    [shellMs, dashboardMs],
  );
  return { ...figures, mainThreadCpuMs };
}

/**
 * `runs` cold loads per language: for each, a fresh server on `dataDir` (`startServer`), a new
 * browser profile, /admin/ timed; then the same page reloaded warm. Returns every run and medians.
 */
export async function adminFirstLoad({ dataDir, startServer, languages = ['ar', 'en'], runs = 3, log = () => undefined }) {
  const all = [];
  for (const language of languages)
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      const server = await startServer(dataDir);
      const serverStartMs = Date.now() - started;
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS });
      try {
        const token = await adminToken(server.url);
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        // the storefront's sign-in leaves the token (and the language) in localStorage, then opens /admin/
        await page.goto(`${server.url}/api/health`);
        await page.evaluate(([t, l]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('RaStoreward-admin.locale', JSON.stringify(l));
        }, [token, language]);
        const loadBefore = loadavg()[0];
        let cpuBefore = await cpuMs(cdp);
        await page.goto(`${server.url}/admin/`);
        const cold = await timeline(page, cdp, cpuBefore);
        cpuBefore = await cpuMs(cdp);
        await page.reload();
        const warm = await timeline(page, cdp, cpuBefore);
        const run = { language, serverStartMs, loadAvg: Math.round(((loadBefore + loadavg()[0]) / 2) * 10) / 10, cold, warm };
        all.push(run);
        log(
          `admin first load ${language} #${i + 1}: cold dashboard ${cold.dashboardMs} ms (shell ${cold.shellMs} ms, main thread ${cold.mainThreadCpuMs} CPU ms, ${cold.jsKb} KB JS in ${cold.jsFiles} files), warm ${warm.dashboardMs} ms, load ${run.loadAvg}`,
        );
      } finally {
        await browser.close();
        await server.stop();
      }
    }
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  };
  const summary = languages.map((language) => {
    const mine = all.filter((r) => r.language === language);
    const of = (pick) => median(mine.map(pick));
    return {
      language,
      runs: mine.length,
      coldDashboardMs: of((r) => r.cold.dashboardMs),
      coldShellMs: of((r) => r.cold.shellMs),
      coldCpuMs: of((r) => r.cold.mainThreadCpuMs),
      coldFcpMs: of((r) => r.cold.fcpMs),
      coldDashboardApiMs: of((r) => r.cold.dashboardApiMs),
      coldJsKb: of((r) => r.cold.jsKb),
      coldJsFiles: of((r) => r.cold.jsFiles),
      warmDashboardMs: of((r) => r.warm.dashboardMs),
      warmCpuMs: of((r) => r.warm.mainThreadCpuMs),
      serverStartMs: of((r) => r.serverStartMs),
      loadAvg: of((r) => r.loadAvg),
    };
  });
  return { runs: all, summary };
}

/** The section of RESULTS.md (or ADMIN.md alone). */
export function adminFirstLoadMarkdown(admin) {
  const rows = [
    `## Back office first load (cold)\n`,
    'A server process just started on this database and a browser with an empty cache open `/admin/` signed in as the demo admin; timed from navigation to the dashboard\'s figures and revenue chart on screen (medians; `test/bench/lib/admin-first-load.mjs`). Warm: the same page reloaded. CPU ms is the page\'s main thread\'s own CPU time until then (steadier than the clock when the machine is shared). JS is what went over the wire (compressed). Load is the 1-minute load average during the run: on a shared machine the times follow it.\n',
    '| language | runs | dashboard ms | shell ms | FCP ms | CPU ms | GET dashboard ms | JS KB | JS files | warm dashboard ms | warm CPU ms | server start ms | load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const s of admin.summary)
    rows.push(
      `| ${s.language} | ${s.runs} | ${s.coldDashboardMs} | ${s.coldShellMs} | ${s.coldFcpMs ?? '—'} | ${s.coldCpuMs} | ${s.coldDashboardApiMs ?? '—'} | ${s.coldJsKb} | ${s.coldJsFiles} | ${s.warmDashboardMs} | ${s.warmCpuMs} | ${s.serverStartMs} | ${s.loadAvg} |`,
    );
  return rows.join('\n') + '\n';
}
