import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { apiDocs } from './vite/api-docs.ts';
import { moduleSets } from './vite/module-sets.ts';
import { routePreloads } from './vite/route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// OUTREACH_BACKEND points the dev proxy at a runtime on another port.
const backend = process.env.OUTREACH_BACKEND ?? 'http://localhost:3000';

const MUI =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|@popperjs|react-is|clsx|prop-types|hoist-non-react-statics)[\\/]/;
// TablePagination stays out: its module creates an `Intl.NumberFormat` as it loads (ICU start-up, ~90 ms
// on a slow CPU), which every page loading its chunk would pay. It travels with the pages that use it.
const isMuiChunk = (id: string) => MUI.test(id) && !/[\\/]@mui[\\/]material[\\/]TablePagination/.test(id);
const sets = moduleSets();

// The SPA lives in web/; the local runtime (port 3000) serves /api and the /_local helpers.
export default defineConfig({
  root,
  // The CSV parser shared with the server (shared/src/rules/outreach/profile-csv.ts) imports csv-parse's
  // Node build, which needs Buffer; the browser gets csv-parse's own browser build.
  resolve: { alias: { 'csv-parse/sync': 'csv-parse/browser/esm/sync' } },
  plugins: [
    react(),
    routePreloads(),
    sets.plugin,
    apiDocs(),
    // Brotli and gzip twins of every text asset (`x.js.br`, `x.js.gz`), written once at build: the local
    // runtime serves them as CloudFront compresses on the fly. Source maps stay uncompressed.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|css|svg|json)$/ }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Pages are lazy chunks (app/router.tsx); the limit covers the shared MUI vendor chunk.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A first load over HTTP/1.1 (6 connections) or a slow mobile link pays a round trip per few
          // chunks, far more than the bytes of code it does not run; so the code every first load of a
          // kind needs comes in a few chunks rather than a hundred small ones (issue #7 §8). MUI and its
          // styling engine: what the entry and the public pages use, so a guest's sign-in page does not
          // download the shell's menus and tables; what the shell and its dashboard add, so a signed-in
          // first load does not download the pickers, dialogs and editors of other pages; then the rest. The signed-in shell and the
          // dashboard it opens on: one chunk (not the modules public pages share, which stay apart).
          groups: [
            { name: 'mui-public', priority: 4, test: (id) => isMuiChunk(id) && sets.isPublic(id) },
            { name: 'mui-shell', priority: 3, test: (id) => isMuiChunk(id) && sets.isShell(id) },
            { name: 'mui', priority: 2, test: isMuiChunk },
            { name: 'shell', priority: 1, test: sets.isShell, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/_local': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/_local': { target: backend, changeOrigin: false },
    },
  },
});
