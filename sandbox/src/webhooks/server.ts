import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';

/** The public-looking host users paste into the product; the local runtime rebases it to this server. */
export const WEBHOOK_SANDBOX_HOST = 'webhooks.sandbox.test';

export interface ReceivedCall {
  at: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the sandbox answered. */
  status: number;
}

const MAX_CALLS = 500;

/**
 * A webhook receiver for trying outgoing webhooks locally: every POST to any path is recorded and
 * answered 200, except under `/fail/…` (500, to watch retries) and `/slow/…` (answers after 15 s,
 * past the product's timeout). `GET /` shows the calls newest first, `GET /calls.json` as JSON
 * (`?path=` filters by path).
 */
export async function startWebhookSandbox(opts: { port: number; host?: string; now?: () => Date }) {
  const calls: ReceivedCall[] = [];
  const now = opts.now ?? (() => new Date());
  const app = new Hono();

  app.get('/calls.json', (c) => {
    const path = c.req.query('path');
    return c.json(path ? calls.filter((x) => x.path === path) : calls);
  });
  app.get('/', (c) =>
    c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Webhook sandbox</title>
          <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; }
            pre { background: #f4f4f6; padding: 8px; white-space: pre-wrap; word-break: break-all; }
            .call { border-bottom: 1px solid #ddd; padding: 8px 0; }
          </style>
        </head>
        <body>
          <h1>Webhook sandbox</h1>
          <p>
            Subscribe <code>https://${WEBHOOK_SANDBOX_HOST}/any/path</code> in Outreach; calls land here. Paths under
            <code>/fail/</code> answer 500.
          </p>
          <p>${calls.length} calls received.</p>
          ${raw(
            [...calls]
              .reverse()
              .map(
                (x) =>
                  `<div class="call"><b>${escapeHtml(x.path)}</b> · ${x.at} · answered ${x.status}<pre>${escapeHtml(
                    Object.entries(x.headers)
                      .filter(([k]) => k.startsWith('outreach-'))
                      .map(([k, v]) => `${k}: ${v}`)
                      .join('\n'),
                  )}</pre><pre>${escapeHtml(x.body)}</pre></div>`,
              )
              .join(''),
          )}
        </body>
      </html>`),
  );
  app.post('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const status = path.startsWith('/fail/') ? 500 : 200;
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k] = v;
    });
    calls.push({ at: now().toISOString(), path, headers, body: await c.req.text(), status });
    if (calls.length > MAX_CALLS) calls.shift();
    if (path.startsWith('/slow/')) await new Promise((r) => setTimeout(r, 15_000));
    return c.text(status === 200 ? 'received' : 'sandbox failure', status);
  });

  const host = opts.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: host }, () => r(s));
  });
  const url = `http://${host}:${opts.port}`;
  return {
    url,
    calls,
    info: () => ({ url, subscribeAs: `https://${WEBHOOK_SANDBOX_HOST}/<any path>` }),
    stop: () =>
      new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
