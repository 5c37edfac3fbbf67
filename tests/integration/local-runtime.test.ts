import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, signUp } from '../support/api.ts';

// The /_local helpers of the embedded runtime (issue: foundation).
describe('local runtime helpers', () => {
  it('/_local/info lists every stand-in, the sandboxes with their accounts, and the demo login', async () => {
    const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
    for (const k of ['dynamodb', 's3', 'ses', 'sqs'])
      expect(info.standIns[k]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.sandboxes.linkedin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.sandboxes.linkedin.accounts.map((a: { email: string }) => a.email)).toContain(
      'alex@sandbox.test',
    );
    expect(info.sandboxes.google.url).toMatch(/^http/);
    expect(info.demo).toEqual({ email: 'demo@outreach.local', password: 'Demo123!' });
  });

  it('/_local/routes is the route table as [{ method, path }]', async () => {
    const routes = (await (await fetch(`${baseUrl()}/_local/routes`)).json()) as {
      method: string;
      path: string;
    }[];
    expect(routes).toContainEqual({ method: 'POST', path: '/auth/sign-in' });
    expect(routes).toContainEqual({ method: 'PATCH', path: '/auth/verify-email/{token}' });
    expect(routes.every((r) => Object.keys(r).sort().join() === 'method,path')).toBe(true);
  });

  it('/_local/clock moves the product clock forward and refuses bad input', async () => {
    const before = await (await fetch(`${baseUrl()}/_local/clock`)).json();
    const moved = await (
      await fetch(`${baseUrl()}/_local/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 60_000 }),
      })
    ).json();
    expect(moved.offsetMs - before.offsetMs).toBe(60_000);
    const bad = await fetch(`${baseUrl()}/_local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: -5 }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).statusCode).toBe(400);
  });

  it('/_local/mail shows sent mail as HTML and /_local/mail.json newest first with to, subject, text, html', async () => {
    const first = await signUp();
    const second = await signUp();
    const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as Record<string, string>[];
    const i1 = mails.findIndex((m) => m.to === first.email);
    const i2 = mails.findIndex((m) => m.to === second.email);
    expect(i2).toBeGreaterThanOrEqual(0);
    expect(i2).toBeLessThan(i1);
    expect(Object.keys(mails[i2])).toEqual(expect.arrayContaining(['to', 'subject', 'text', 'html']));
    const page = await (await fetch(`${baseUrl()}/_local/mail`)).text();
    expect(page).toContain('Verify your email address');
    expect(page).toContain(second.email);
  });

  it('serves the SPA for app paths and answers unknown API paths in the error shape', async () => {
    const html = await fetch(`${baseUrl()}/campaign/activity`);
    expect(html.headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${baseUrl()}/api/v1/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not Found', statusCode: 404 });
    expect((await fetch(`${baseUrl()}/assets/missing-file.js`)).status).toBe(404);
  });
});

describe('local runtime exposure (issue #7)', () => {
  const clockPost = (headers: Record<string, string>) =>
    fetch(`${baseUrl()}/_local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ advanceMs: 0 }),
    });

  it('/_local refuses a POST from another origin or site with 403', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
    ];
    for (const headers of refused) {
      const res = await clockPost(headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: 'Forbidden',
        message: 'Cross-site requests to /_local are refused',
        statusCode: 403,
      });
    }
    const mail = await fetch(`${baseUrl()}/_local/mail.json`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'http://evil.example' },
    });
    expect(mail.status).toBe(403);
  });

  it('/_local still answers the app itself, tools, and links followed from elsewhere', async () => {
    expect(
      (await clockPost({ origin: new URL(baseUrl()).origin, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect((await clockPost({})).status).toBe(200);
    // node:http, not fetch: fetch sets Sec-Fetch-Mode itself.
    const link = await new Promise<{ status?: number }>((resolve, reject) => {
      get(
        `${baseUrl()}/_local/mail`,
        { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode });
        },
      ).on('error', reject);
    });
    expect(link.status).toBe(200);
  });

  it('listens on loopback 127.0.0.1 only', async () => {
    // Every 127.x address is this machine, but a socket bound to 127.0.0.1 accepts no other.
    const other = new URL(baseUrl());
    other.hostname = '127.0.0.2';
    await expect(fetch(`${other.origin}/_local/info`)).rejects.toThrow();
    const own = new URL(baseUrl());
    own.hostname = '127.0.0.1';
    expect((await fetch(`${own.origin}/_local/info`)).status).toBe(200);
  });
});
