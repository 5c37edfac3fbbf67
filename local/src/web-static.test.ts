import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, mountWebApp, REVALIDATE } from './web-static.ts';

describe('the local runtime serves the built SPA as CloudFront does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outreach-web-static-'));
  const app = new Hono();
  const js = 'export const answer = 42;\n'.repeat(50);
  const html = '<!doctype html><div id="root"></div>';

  beforeAll(() => {
    // Prepare: a build output as Vite writes it, with the compressed twins beside each text asset.
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-AbC123.js'), js);
    writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(js));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
    mountWebApp(app, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers hashed assets in Brotli, else gzip, else plain, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(js.length / 5);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe(IMMUTABLE);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('answers every app path with index.html, compressed and revalidated on each load', async () => {
    for (const path of ['/', '/auth/login', '/dashboard/this-month']) {
      const res = await get(path, 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    }
    expect(await (await get('/campaign/activity')).text()).toBe(html);
  });

  it('answers a missing file with 404, never with index.html', async () => {
    const res = await get('/assets/missing-file.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
