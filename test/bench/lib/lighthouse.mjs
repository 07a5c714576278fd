// Lighthouse mobile performance (lighthouse@12, mobile preset, simulated throttling, Debian's
// Chromium): each page in each language, the median of N runs of every figure on its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A first visit: no HTTP cache, no storage for the shop's origin; for English the shopper's saved
 * choice (localStorage `ward-store`, and the `ward-lang` cookie the server renders by), as a
 * shopper who switched once has it. Lighthouse then runs with its own storage reset off.
 */
async function prepareVisit(browser, origin, language) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (language === 'ar') return;
    // a same-origin document that runs none of the storefront's code
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((lang) => {
      localStorage.setItem('ward-store', JSON.stringify({ state: { language: lang, direction: 'ltr' }, version: 1 }));
      document.cookie = `ward-lang=${lang}; path=/; max-age=31536000; samesite=lax`;
    }, language);
  } finally {
    await page.close();
  }
}

/**
 * `pages`: name → URL. Returns `{ "<page> <lang>": { score, tbtMs, lcpMs, cls, fcpMs, runs } }`,
 * each figure the median of its `wanted` runs (a run Lighthouse could not finish is retried, up to
 * two more). `reportDir`: where each run's full report (JSON) is kept, for looking into a figure.
 */
export async function lighthouseScores(pages, { languages = ['ar', 'en'], wanted = 3, reportDir = null, log = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results = {};
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  try {
    for (const [name, url] of Object.entries(pages)) {
      for (const language of languages) {
        const key = `${name} ${language}`;
        const runs = [];
        for (let attempt = 0; runs.length < wanted && attempt < wanted + 2; attempt++) {
          await prepareVisit(browser, new URL(url).origin, language);
          const r = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          });
          const lhr = r.lhr;
          if (lhr.runtimeError || lhr.categories.performance.score === null) continue;
          if (reportDir) writeFileSync(join(reportDir, `${name}-${language}-${runs.length + 1}.json`), r.report);
          const ms = (id) => Math.round(lhr.audits[id].numericValue);
          runs.push({
            score: Math.round(lhr.categories.performance.score * 100),
            fcpMs: ms('first-contentful-paint'),
            lcpMs: ms('largest-contentful-paint'),
            tbtMs: ms('total-blocking-time'),
            cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
            longestTaskMs: Math.round(Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration))),
          });
        }
        if (!runs.length) continue;
        const pick = (field) => median(runs.map((run) => run[field]));
        results[key] = {
          score: pick('score'),
          tbtMs: pick('tbtMs'),
          lcpMs: pick('lcpMs'),
          cls: pick('cls'),
          fcpMs: pick('fcpMs'),
          longestTaskMs: pick('longestTaskMs'),
          runs: runs.map((run) => run.score),
        };
        log(key, JSON.stringify(results[key]));
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.kill();
  }
  return results;
}
