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
