import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const shared = fileURLToPath(new URL('../shared/src', import.meta.url));
const api = process.env.WARD_API ?? 'http://localhost:3000';

/**
 * Every script and style sheet also as `.br` and `.gz` at the highest settings, which the server
 * sends as they are (`preCompressed` in server/src/static-sites.ts): a server that has just started
 * compresses nothing for the first admin, and the files are smaller than compressed on the fly.
 */
const precompress = (): Plugin => ({
  name: 'ward-precompress',
  apply: 'build',
  closeBundle() {
    const assets = fileURLToPath(new URL('dist/assets', import.meta.url));
    for (const name of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
      const bytes = readFileSync(join(assets, name));
      writeFileSync(join(assets, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    }
  },
});

/**
 * The back office, served by the server at /admin/ (server/src/static-sites.ts).
 * `@ward/shared` is compiled from source, so the admin never waits for its build.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^@ward\/shared$/, replacement: `${shared}/index.ts` },
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('src/common/native/object-entries.cjs', import.meta.url)) },
    ],
    // ra-input-rich-text's tiptap packages come in two versions (the registry lacks the newest
    // extension-color); one copy of core and ProseMirror keeps the editor's instanceof checks true
    dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react', '@tiptap/extension-text-style'],
  },
  server: {
    port: 5174,
    proxy: { '/api': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The shared package's modules have no side effects: unused schemas stay out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(shared) },
    },
  },
});
