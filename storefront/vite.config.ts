import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const shared = fileURLToPath(new URL('../shared/src/', import.meta.url));
const backend = process.env.WARD_API ?? 'http://localhost:3000';

/**
 * Preloads the two Arabic faces (Tajawal 400/700, Arabic subset): Arabic is the default language,
 * so the first paint should not wait for CSS to discover them.
 */
function preloadArabicFonts(): Plugin {
  return {
    name: 'ward:preload-arabic-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /tajawal-arabic-(400|700)-normal-.*\.woff2$/.test(f));
        return fonts.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' },
          // first in <head>, before the inline styles: the fonts are asked for as early as the page allows
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/**
 * Issue 40: the first screen's styles (src/styles/first-screen.css, a build input of its own) go
 * inline into index.html where `<!--first-screen-css-->` stands, so a page paints without waiting
 * for a stylesheet; the rest (later.css, the app's own stylesheet) is fetched as media="print",
 * which blocks nothing, and main.tsx switches it on. The CSP allows inline styles
 * (style-src 'unsafe-inline'); a page never carries inline scripts.
 */
function inlineFirstScreenCss(): Plugin[] {
  const isFirstScreen = (name: string) => /^assets\/first-screen-[\w-]+\.css$/.test(name);
  const dev: Plugin = {
    name: 'ward:first-screen-css-dev',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('<!--first-screen-css-->', '<link rel="stylesheet" href="/src/styles/first-screen.css" />'),
  };
  const build: Plugin = {
    name: 'ward:inline-first-screen-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find(isFirstScreen);
        const asset = file ? ctx.bundle![file] : undefined;
        if (!asset || asset.type !== 'asset') throw new Error('first-screen.css was not built');
        const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
        if (!html.includes('<!--first-screen-css-->')) throw new Error('index.html has no <!--first-screen-css--> slot');
        return html
          .replace('<!--first-screen-css-->', () => `<style data-first-screen>${css}</style>`)
          .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet" media="print" data-later-css$1>');
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // inlined: no page links to it
        for (const name of Object.keys(bundle)) if (isFirstScreen(name)) delete bundle[name];
      },
    },
  };
  return [dev, build];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preact({ devToolsEnabled: !isSsrBuild, prefreshEnabled: !isSsrBuild }), preloadArabicFonts(), ...inlineFirstScreenCss()],
  resolve: {
    alias: [
      // @ward/shared from source; subpaths (e.g. '@ward/shared/constants') keep zod out of chunks that do not validate
      { find: /^@ward\/shared$/, replacement: `${shared}index.ts` },
      { find: /^@ward\/shared\/(.*)$/, replacement: `${shared}$1` },
      // zod without its eval-compiled parsers, set before any schema is made (src/lib/zod-jitless.ts)
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }]),
    ],
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: { index: 'index.html', 'first-screen': 'src/styles/first-screen.css' } },
  },
  ssr: { noExternal: isSsrBuild ? true : undefined },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
      '/pay': { target: backend, changeOrigin: true },
      '/sitemap.xml': { target: backend, changeOrigin: true },
      '/robots.txt': { target: backend, changeOrigin: true },
    },
  },
}));
