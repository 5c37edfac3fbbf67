import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, webhookHttpTransport } from './webhook-http.ts';

let server: Server;
let port = 0;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(body);
      res.writeHead(req.url === '/fail' ? 500 : 200, { 'content-type': 'text/plain' });
      res.end(req.url === '/fail' ? 'boom' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const call = (url: string) => ({
  url,
  headers: { 'content-type': 'application/json' },
  body: '{"a":1}',
  timeoutMs: 5000,
});

describe('isPublicAddress', () => {
  it('admits public unicast and refuses loopback, private, link-local, metadata and mapped forms', () => {
    expect(isPublicAddress('203.0.113.10')).toBe(false); // TEST-NET-3 is reserved
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });
});

describe('webhookHttpTransport', () => {
  it('locally posts to a loopback receiver and answers its status and body', async () => {
    const t = webhookHttpTransport({ allowPrivate: true, now: () => performance.now() });
    const ok = await t.post(call(`http://127.0.0.1:${port}/hook`));
    expect(ok).toMatchObject({ status: 200, body: 'ok' });
    const fail = await t.post(call(`http://127.0.0.1:${port}/fail`));
    expect(fail).toMatchObject({ status: 500, body: 'boom' });
    expect(received).toContain('{"a":1}');
  });

  it('in AWS refuses loopback by address and by name, before any byte is sent', async () => {
    const before = received.length;
    const t = webhookHttpTransport({ allowPrivate: false, now: () => performance.now() });
    const byIp = await t.post(call(`http://127.0.0.1:${port}/hook`));
    expect(byIp).toMatchObject({ error: expect.stringMatching(/private address/) });
    const byName = await t.post(call(`http://localhost:${port}/hook`));
    expect(byName).toMatchObject({ error: expect.stringMatching(/private address/) });
    expect(received.length).toBe(before);
  });

  it('rebases a stored URL onto where the receiver runs now', async () => {
    const t = webhookHttpTransport({
      allowPrivate: true,
      now: () => performance.now(),
      rebase: (u) => new URL(`http://127.0.0.1:${port}${u.pathname}`),
    });
    expect(await t.post(call('https://webhooks.sandbox.test/hook'))).toMatchObject({ status: 200 });
  });
});
