import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const shared = fileURLToPath(new URL('../shared/src', import.meta.url));
const api = process.env.WARD_API ?? 'http://localhost:3000';

/**
 * The back office, served by the server at /admin/ (server/src/static-sites.ts).
 * `@ward/shared` is compiled from source, so the admin never waits for its build.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
