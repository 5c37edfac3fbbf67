import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

/** What a boot carries, in Intercom Messenger's field names. */
export interface BootSettings {
  app_id: string;
  user_id?: string;
  email?: string;
  name?: string;
  created_at?: number;
  user_hash?: string;
}

export interface ChatVisitor {
  at: string;
  appId: string;
  userId: string | null;
  email: string | null;
  name: string | null;
  /** The user_hash matched HMAC-SHA256(identity secret, user_id): Intercom's identity verification. */
  verified: boolean;
  messages: string[];
}

/**
 * A local stand-in for Intercom's Messenger (spec 1 §2: the help chat button): `GET /widget/{appId}`
 * serves a script defining `window.Intercom(command, settings)` like Intercom's own (`boot`, `show`,
 * `hide`, `shutdown`). A boot is checked here with the identity-verification secret, as Intercom
 * checks `user_hash`, and opens a small chat panel that says who is signed in and whether the identity
 * was verified; messages typed there are kept. `GET /visitors.json` lists the boots for tests.
 */
export async function startSupportChatSandbox(opts: { port: number; host?: string; now?: () => Date }) {
  const appId = 'sandbox-app';
  const identitySecret = randomBytes(24).toString('hex');
  const now = opts.now ?? (() => new Date());
  const visitors: ChatVisitor[] = [];
  const app = new Hono();
  app.use('/api/*', cors());

  const verify = (s: BootSettings) => {
    if (!s.user_id || !s.user_hash) return false;
    const want = createHmac('sha256', identitySecret).update(s.user_id).digest();
    const got = Buffer.from(s.user_hash, 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  };

  app.post('/api/boot', async (c) => {
    const s = (await c.req.json().catch(() => ({}))) as BootSettings;
    if (s.app_id !== appId) return c.json({ error: 'unknown app' }, 404);
    const v: ChatVisitor = {
      at: now().toISOString(),
      appId,
      userId: s.user_id ?? null,
      email: s.email ?? null,
      name: s.name ?? null,
      verified: verify(s),
      messages: [],
    };
    visitors.push(v);
    if (visitors.length > 200) visitors.shift();
    return c.json({ visitor: visitors.length - 1, verified: v.verified });
  });
  app.post('/api/visitors/:n/messages', async (c) => {
    const v = visitors[Number(c.req.param('n'))];
    if (!v) return c.json({ error: 'unknown visitor' }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { text?: string };
    if (body.text) v.messages.push(String(body.text).slice(0, 2000));
    return c.json({ ok: true });
  });
  app.get('/visitors.json', (c) => c.json(visitors));
  app.get('/widget/:appId', (c) => {
    if (c.req.param('appId') !== appId) return c.text('// unknown app', 404);
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(widgetScript(new URL(c.req.url).origin));
  });

  const host = opts.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: host }, () => r(s));
  });
  const url = `http://${host}:${opts.port}`;
  return {
    url,
    appId,
    identitySecret,
    visitors,
    info: () => ({ url, appId, visitors: `${url}/visitors.json` }),
    stop: () =>
      new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

/** The Messenger stand-in: plain DOM, no framework; the panel's texts are the sandbox's own. */
function widgetScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  let panel = null, visitor = null, settings = null;
  const el = (tag, attrs, text) => { const e = document.createElement(tag); Object.assign(e, attrs); if (text) e.textContent = text; return e; };
  function render(verified) {
    panel?.remove();
    panel = el('div', { id: 'support-chat' });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Support chat');
    panel.style.cssText = 'position:fixed;right:24px;bottom:24px;width:320px;background:#fff;border:1px solid #ccd;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.15);font:14px system-ui,sans-serif;z-index:2147483000;padding:16px;color:#1b1f2a';
    panel.append(el('strong', {}, 'Support chat (sandbox)'));
    const who = el('p', {}, settings.email ? 'Signed in as ' + settings.email : 'Anonymous visitor');
    const check = el('p', {}, verified ? 'Identity verified' : 'Identity not verified');
    check.dataset.testid = 'support-chat-identity';
    const box = el('textarea', { placeholder: 'Write a message…', rows: 3 });
    box.style.cssText = 'width:100%;box-sizing:border-box';
    const send = el('button', { type: 'button' }, 'Send');
    const sent = el('ul', {});
    send.onclick = async () => {
      const text = box.value.trim(); if (!text || visitor === null) return;
      await fetch(origin + '/api/visitors/' + visitor + '/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
      sent.append(el('li', {}, text)); box.value = '';
    };
    const close = el('button', { type: 'button' }, 'Close');
    close.onclick = () => window.Intercom('hide');
    panel.append(who, check, sent, box, send, close);
    document.body.append(panel);
  }
  window.Intercom = async (command, arg) => {
    if (command === 'boot' || command === 'update') {
      settings = { ...(settings || {}), ...(arg || {}) };
      const r = await fetch(origin + '/api/boot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
      const b = await r.json(); visitor = b.visitor ?? null; render(Boolean(b.verified));
    } else if (command === 'show') { if (panel) panel.style.display = 'block'; }
    else if (command === 'hide') { if (panel) panel.style.display = 'none'; }
    else if (command === 'shutdown') { panel?.remove(); panel = null; visitor = null; settings = null; }
  };
  window.dispatchEvent(new Event('support-chat-ready'));
})();
`;
}
