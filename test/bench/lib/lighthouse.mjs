// Lighthouse mobile performance (lighthouse@12, Debian's Chromium), median of N runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export async function lighthouseScores(urls, wanted = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const scores = [];
      const metrics = [];
      let runs = wanted;
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        // a run Lighthouse could not finish (runtimeError, no score) is retried, not counted as 0
        if (r.lhr.runtimeError || r.lhr.categories.performance.score === null) {
          if (runs < wanted + 2) runs++;
          continue;
        }
        scores.push(Math.round(r.lhr.categories.performance.score * 100));
        metrics.push({
          fcpMs: Math.round(r.lhr.audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(r.lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(r.lhr.audits['total-blocking-time'].numericValue),
          cls: Math.round(r.lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        });
      }
      const order = scores.map((s, i) => [s, i]).sort((a, b) => a[0] - b[0]);
      const [median, at] = order[Math.floor(order.length / 2)];
      results[name] = { score: median, runs: scores, ...metrics[at] };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
