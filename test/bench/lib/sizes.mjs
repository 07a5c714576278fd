// Production bundle sizes (gzip): initial JS/CSS of each app and every chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Assets index.html loads up front: entry scripts, modulepreloads and stylesheets. */
export function initialAssets(distDir, base) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const toFile = (ref) => join(distDir, ref.replace(base, '').replace(/^\//, ''));
  const js = refs
    .filter((r) => r.endsWith('.js'))
    .map(toFile)
    .filter(existsSync);
  const css = refs
    .filter((r) => r.endsWith('.css'))
    .map(toFile)
    .filter(existsSync);
  return { jsKb: kb(js.reduce((s, f) => s + gz(f), 0)), cssKb: kb(css.reduce((s, f) => s + gz(f), 0)), files: [...js, ...css].length };
}

export function chunkSizes(distDir) {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ file: f, gzipKb: kb(gz(join(assets, f))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

export function bundleReport(repoRoot) {
  const out = {};
  for (const [name, base] of [
    ['storefront', '/'],
    ['admin', '/admin/'],
  ]) {
    const dist = join(repoRoot, name, 'dist');
    if (!existsSync(join(dist, 'index.html'))) continue;
    out[name] = { initial: initialAssets(dist, base), chunks: chunkSizes(dist) };
  }
  return out;
}
