import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { openApiDocument } from '@outreach/shared/openapi';
import { routes } from '@outreach/shared/routes';
import type { Hono } from 'hono';

/** Hashed build output: a changed file gets a new name, so browsers may keep these for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): revalidate on every load so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA as CloudFront does in AWS: Brotli or gzip (the `.br`/`.gz` twins the Vite build
 * writes beside each text asset) by the browser's Accept-Encoding, hashed `/assets/*` cached for a year,
 * `index.html` revalidated. Reads from disk on every request, so a rebuilt SPA shows without restarting.
 * Paths that look like files 404 when missing; every other path gets index.html (the SPA's own router
 * decides).
 */
export function mountWebApp(app: Hono, webDir: string): void {
  // Only requests no earlier route answered (API, /_local) get here, so a 200 is a file of the build.
  app.use('/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const immutable = new URL(c.req.url).pathname.startsWith('/assets/');
    c.res.headers.set('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
  });
  app.use('/*', serveStatic({ root: webDir, precompressed: true }));
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(new URL(c.req.url).pathname)) return c.text('Not found', 404);
    if (!existsSync(join(webDir, 'index.html')))
      return c.text('The web app is not built: run `npm run build:web`.', 503);
    return next();
  });
  app.get('*', serveStatic({ root: webDir, path: 'index.html', precompressed: true }));
}

/**
 * The API's OpenAPI document and its docs page under `/api`, as CloudFront serves them from the site
 * bucket in AWS (web/vite/api-docs.ts writes both into the build). Here the document is generated from
 * the route table at start, so it is never older than the running API even when web/dist is; the docs
 * page (Swagger UI) is the build's. Mounted before the API's catch-all 404.
 */
export function mountApiDocs(app: Hono, webDir: string): void {
  let doc: unknown;
  app.get('/api/openapi.json', (c) => {
    doc ??= openApiDocument(routes);
    c.header('Cache-Control', REVALIDATE);
    return c.json(doc);
  });
  const page = serveStatic({ root: webDir, path: 'api/docs/index.html', precompressed: true });
  app.use('/api/docs/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', REVALIDATE);
  });
  app.get('/api/docs', page);
  app.get('/api/docs/', page);
  app.get('/api/docs/*', serveStatic({ root: webDir, precompressed: true }));
}
