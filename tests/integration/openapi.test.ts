import { routes } from '@outreach/shared/routes';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, checkDeclaredResponse, PASSWORD, signUp } from '../support/api.ts';

// The OpenAPI document and its docs page, as `npm start` serves them (issue #15, OpenAPI).
describe('API documentation', () => {
  it('serves the OpenAPI 3.1 document of every route at /api/openapi.json', async () => {
    const res = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const doc = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toBe('/api/v1');
    const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(operations).toBe(Object.keys(routes).length);
  });

  it('serves the docs page at /api/docs with its Swagger UI assets', async () => {
    for (const path of ['/api/docs', '/api/docs/']) {
      const page = await fetch(`${baseUrl()}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<div id="swagger-ui"></div>');
      expect(html).toContain('/api/docs/init.js');
    }
    const init = await fetch(`${baseUrl()}/api/docs/init.js`);
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    const bundle = await fetch(`${baseUrl()}/api/docs/swagger-ui-bundle.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-encoding')).toBe('br');
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
  });

  it('leaves the rest of /api to the API: unknown paths still answer 404 in the error shape', async () => {
    const res = await fetch(`${baseUrl()}/api/docs-not-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it("checks every successful answer of the tests against its route's declared response schema", async () => {
    const { email } = await signUp();
    const ok = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(() => checkDeclaredResponse('POST', '/auth/sign-in', { token: 'x' })).toThrow(
      /POST \/auth\/sign-in answered a body that does not match its declared response schema/,
    );
    // Paths no route matches are not checked.
    expect(() => checkDeclaredResponse('GET', '/no-such-route', 42)).not.toThrow();
  });
});
