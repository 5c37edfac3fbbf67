import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument } from '@outreach/shared/openapi';
import { routes } from '@outreach/shared/routes';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The docs page: Swagger UI over the generated document, no inline script (the site's CSP allows none). */
const docsHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Outreach API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const initJs = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayOperationId: true,
  docExpansion: 'none',
  filter: true,
});
`;

/**
 * Writes the API's OpenAPI 3.1 document (`/api/openapi.json`, generated from the route table) and its
 * docs page (`/api/docs`, Swagger UI) into the build, as static files: the local runtime serves them
 * from web/dist and CloudFront from the site bucket, so both hosts show the same document.
 */
export function apiDocs(): Plugin {
  return {
    name: 'outreach-api-docs',
    apply: 'build',
    generateBundle() {
      const doc = openApiDocument(routes);
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });
      emit('api/openapi.json', JSON.stringify(doc));
      emit('api/docs/index.html', docsHtml);
      emit('api/docs/init.js', initJs);
      emit('api/docs/swagger-ui.css', readFileSync(join(swaggerDir, 'swagger-ui.css')));
      emit('api/docs/swagger-ui-bundle.js', readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')));
    },
  };
}
