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
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preact({ devToolsEnabled: !isSsrBuild, prefreshEnabled: !isSsrBuild }), preloadArabicFonts()],
  resolve: {
    alias: [
      // @ward/shared from source; subpaths (e.g. '@ward/shared/constants') keep zod out of chunks that do not validate
      { find: /^@ward\/shared$/, replacement: `${shared}index.ts` },
      { find: /^@ward\/shared\/(.*)$/, replacement: `${shared}$1` },
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
