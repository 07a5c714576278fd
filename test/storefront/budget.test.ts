import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 6 §7 budgets on the production build: the JavaScript home needs before it can render
 * (the entry module and everything it preloads) ≤ 50 KB gzip; the CSS ≤ 20 KB gzip, of which the
 * first screen's, inline in index.html (issue 40), ≤ 10 KB.
 */
const dist = resolve(new URL('.', import.meta.url).pathname, '../../storefront/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''));

describe('storefront bundle budget', () => {
  const scripts = [...refs(/<script type="module"[^>]*src="([^"]+)"/g), ...refs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const styles = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const inlineCss = html.match(/<style data-first-screen>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const gzText = (text: string) => gzipSync(text, { level: 9 }).length;

  it('home: initial JavaScript ≤ 50 KB gzip', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, f) => sum + gz(f), 0);
    console.log(`home initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(50 * 1024);
  });

  it('CSS ≤ 20 KB gzip, the first screen\'s inline ≤ 10 KB and the rest not blocking the first paint', () => {
    expect(styles.length).toBeGreaterThan(0);
    expect(inlineCss.length).toBeGreaterThan(0);
    const total = styles.reduce((sum, f) => sum + gz(f), 0) + gzText(inlineCss);
    console.log(`CSS: ${(total / 1024).toFixed(1)} KB gzip, ${(gzText(inlineCss) / 1024).toFixed(1)} KB of it inline`);
    expect(total).toBeLessThanOrEqual(20 * 1024);
    expect(gzText(inlineCss)).toBeLessThanOrEqual(10 * 1024);
    for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link).toContain('media="print"');
  });

  it('keeps zod and the English dictionary out of the first load', () => {
    const first = scripts.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(first).not.toMatch(/ZodError|\$ZodType/);
    expect(first).not.toContain('Scents worthy of your presence');
  });

  it('preloads the two Arabic faces and no inline script (CSP script-src self)', () => {
    expect(refs(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g).sort()).toEqual([
      expect.stringMatching(/tajawal-arabic-400/),
      expect.stringMatching(/tajawal-arabic-700/),
    ]);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/);
  });
});
