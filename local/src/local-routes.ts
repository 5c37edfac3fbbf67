import { readZone, setZoneRecords } from '@outreach/functions/adapters/local/file-dns-zone';
import { routes, splitRouteKey } from '@outreach/shared/routes';
import { Hono } from 'hono';
import * as z from 'zod';
import type { LocalClock } from './clock.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ZAdvance = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * Whether a request to the local helpers comes from another site: any page the developer opens could
 * otherwise move the clock or read the mail viewer. Browsers say so with Sec-Fetch-Site (and Origin);
 * a plain link followed from elsewhere (a GET navigation) stays allowed, tools without either header too.
 */
export function isCrossSite(req: Request): boolean {
  const navigation =
    (req.method === 'GET' || req.method === 'HEAD') && req.headers.get('sec-fetch-mode') === 'navigate';
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none' && !navigation) return true;
  const origin = req.headers.get('origin');
  if (origin === null) return false;
  if (navigation && site !== 'same-origin') return false;
  try {
    return new URL(origin).host !== (req.headers.get('host') ?? new URL(req.url).host);
  } catch {
    return true; // Origin: null (sandboxed frames, file://) or garbage
  }
}

// A record set of the stand-in DNS zone (white-label domain verification); empty values remove it.
const ZDnsRecords = z.object({
  type: z.enum(['TXT', 'CNAME']),
  name: z.string().min(1).max(253),
  values: z.array(z.string().max(1024)).max(20),
});

/** Local-only helpers: stand-in URLs, the mail viewer, the clock, the DNS zone and the route list. */
export function localRoutes(ctx: {
  clock: LocalClock;
  info: Record<string, unknown>;
  mailList: () => Promise<unknown[]>;
  dnsZoneFile?: string;
  /** Parks every account's bot work (see park-bot-work.ts). */
  parkBotWork?: () => Promise<number>;
  /** The work due by the product clock and not yet done (see backlog.ts). */
  backlog?: () => Promise<unknown>;
}) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isCrossSite(c.req.raw)) {
      return c.json(
        { error: 'Forbidden', message: 'Cross-site requests to /_local are refused', statusCode: 403 },
        403,
      );
    }
    await next();
  });
  app.get('/info', (c) => c.json(ctx.info));
  app.get('/routes', (c) => c.json(Object.keys(routes).map((k) => splitRouteKey(k))));
  app.get('/clock', (c) => c.json(ctx.clock.info()));
  app.post('/clock', async (c) => {
    const parsed = ZAdvance.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) {
      return c.json(
        { error: 'Bad Request', message: parsed.error.issues.map((i) => i.message), statusCode: 400 },
        400,
      );
    }
    ctx.clock.advance(parsed.data.advanceMs);
    return c.json(ctx.clock.info());
  });
  app.post('/bot/park', async (c) => {
    if (!ctx.parkBotWork) {
      return c.json({ error: 'Not Found', message: 'This runtime runs no bot', statusCode: 404 }, 404);
    }
    return c.json({ parked: await ctx.parkBotWork() });
  });
  app.get('/backlog', async (c) => {
    if (!ctx.backlog) return c.json({ error: 'Not Found', message: 'No backlog here', statusCode: 404 }, 404);
    return c.json(await ctx.backlog());
  });
  app.get('/dns', (c) => c.json(ctx.dnsZoneFile ? readZone(ctx.dnsZoneFile) : []));
  app.post('/dns', async (c) => {
    const parsed = ZDnsRecords.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success || !ctx.dnsZoneFile) {
      const message = parsed.success ? ['No DNS zone'] : parsed.error.issues.map((i) => i.message);
      return c.json({ error: 'Bad Request', message, statusCode: 400 }, 400);
    }
    setZoneRecords(ctx.dnsZoneFile, parsed.data.type, parsed.data.name, parsed.data.values);
    return c.json(readZone(ctx.dnsZoneFile));
  });
  app.get('/mail.json', async (c) => {
    const mails = (await ctx.mailList()) as Array<{
      to: string[];
      subject: string;
      text?: string;
      html?: string;
      at: number;
      from: string;
      attachments?: { filename: string; contentType: string; size: number; content: string }[];
    }>;
    return c.json(
      mails.map((m) => ({
        to: m.to.join(', '),
        from: m.from,
        subject: m.subject,
        text: m.text ?? '',
        html: m.html ?? '',
        at: new Date(m.at).toISOString(),
        attachments: m.attachments ?? [],
      })),
    );
  });
  app.get('/mail', async (c) => {
    const mails = (await ctx.mailList()) as Array<{
      to: string[];
      subject: string;
      text?: string;
      html?: string;
      at: number;
    }>;
    const rows = mails
      .map(
        (m) =>
          `<article><header><b>${escapeHtml(m.subject)}</b> — to ${escapeHtml(m.to.join(', '))} <time>${new Date(m.at).toISOString()}</time></header>${m.html ? `<iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : `<pre>${escapeHtml(m.text ?? '')}</pre>`}</article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html><head><title>Local mail</title><style>body{font-family:system-ui;margin:24px;background:#f4f6fa}article{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 16px;box-shadow:0 1px 2px #0002}iframe{width:100%;height:320px;border:1px solid #e3e6ee;border-radius:6px;margin-top:8px}time{color:#778;font-size:12px}</style></head><body><h1>Mail sent by the product (${mails.length})</h1>${rows || '<p>No mail yet.</p>'}</body></html>`,
    );
  });
  return app;
}
