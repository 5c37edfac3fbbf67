import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { apiDocs } from './vite/api-docs.ts';
import { routePreloads } from './vite/route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// OUTREACH_BACKEND points the dev proxy at a runtime on another port.
const backend = process.env.OUTREACH_BACKEND ?? 'http://localhost:3000';

// The SPA lives in web/; the local runtime (port 3000) serves /api and the /_local helpers.
export default defineConfig({
  root,
  // The CSV parser shared with the server (shared/src/rules/outreach/profile-csv.ts) imports csv-parse's
  // Node build, which needs Buffer; the browser gets csv-parse's own browser build.
  resolve: { alias: { 'csv-parse/sync': 'csv-parse/browser/esm/sync' } },
  plugins: [
    react(),
    routePreloads(),
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
          // MUI's components and styling engine in one chunk instead of some 60 small ones shared by
          // different page sets: a first load over HTTP/1.1 (6 connections) or a slow mobile link
          // pays a round trip per few chunks, far more than the bytes of the components it does not use.
          groups: [
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|@popperjs|react-is|clsx|prop-types|hoist-non-react-statics)[\\/]/,
            },
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
