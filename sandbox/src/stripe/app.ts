import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import qs from 'qs';
import type { StripeEngine } from './engine.ts';
import { page } from './engine.ts';
import { StripeApiError } from './errors.ts';
import { invoicePage, stripeJs, threeDSecurePage } from './views/stripe-js.ts';
import type { WebhookSender } from './webhooks.ts';

type Params = Record<string, unknown>;

export interface StripeAppOptions {
  engine: StripeEngine;
  webhooks: WebhookSender;
  secretKey: string;
  publishableKey: string;
  baseUrl: () => string;
}

const pid = (c: Context, name = 'id') => c.req.param(name) ?? '';
const list = <T>(data: T[], url: string, has_more = false) => ({ object: 'list', data, has_more, url });

/**
 * The sandbox's HTTP face: Stripe's REST paths under `/v1` (form-encoded bodies and queries like the
 * SDK sends, Bearer secret key, Stripe's error bodies, Idempotency-Key replays), the stand-in
 * Stripe.js at `/v3/`, the 3D Secure page, hosted invoice pages, and `/_sandbox/*` for tests
 * (events, redelivery).
 */
export function stripeApp(o: StripeAppOptions) {
  const { engine } = o;
  const app = new Hono();
  const idempotent = new Map<string, { status: number; body: unknown }>();

  // Stripe.js calls the API from the browser with the publishable key.
  app.use('/v1/*', cors({ origin: '*', allowHeaders: ['authorization', 'content-type'] }));

  const params = async (c: Context): Promise<Params> => {
    const query = qs.parse(new URL(c.req.url).search.slice(1), { depth: 10, arrayLimit: 1000 }) as Params;
    if (c.req.method === 'GET' || c.req.method === 'DELETE') return query;
    const text = await c.req.text();
    return { ...query, ...(qs.parse(text, { depth: 10, arrayLimit: 1000 }) as Params) };
  };
  const keyOf = (c: Context) => (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const fail = (c: Context, e: unknown) => {
    if (e instanceof StripeApiError) return c.json({ error: e.body }, e.status as 400);
    console.error('stripe sandbox:', e);
    return c.json({ error: { type: 'api_error', message: 'An unknown error occurred' } }, 500);
  };

  // Every API call first brings the sandbox up to the product clock.
  const handle =
    (need: 'secret' | 'publishable', fn: (p: Params, c: Context) => unknown | Promise<unknown>) =>
    async (c: Context) => {
      const key = keyOf(c);
      const okKey = key === o.secretKey || (need === 'publishable' && key === o.publishableKey);
      if (!okKey) {
        return c.json(
          {
            error: {
              type: 'invalid_request_error',
              message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
            },
          },
          401,
        );
      }
      const ikey = c.req.method === 'POST' ? c.req.header('idempotency-key') : undefined;
      const cached = ikey ? idempotent.get(ikey) : undefined;
      if (cached) return c.json(cached.body, cached.status as 200, { 'idempotent-replayed': 'true' });
      try {
        engine.advance();
        const p = await params(c);
        const body = await fn(p, c);
        if (ikey) idempotent.set(ikey, { status: 200, body });
        return c.json(body as object);
      } catch (e) {
        if (ikey && e instanceof StripeApiError && e.status < 500)
          idempotent.set(ikey, { status: e.status, body: { error: e.body } });
        return fail(c, e);
      }
    };
  const expand = <T>(obj: T, p: Params) => engine.expand(obj, p.expand as string[] | undefined);
  const expandList = <T>(data: T[], p: Params) => {
    const paths = ((p.expand as string[] | undefined) ?? [])
      .filter((x) => x.startsWith('data.'))
      .map((x) => x.slice(5));
    return data.map((x) => engine.expand(x, paths));
  };

  // ── customers, payment methods, tax ids ─────────────────────────────────────
  app.post(
    '/v1/customers',
    handle('secret', (p) => expand(engine.createCustomer(p), p)),
  );
  app.get(
    '/v1/customers/:id',
    handle('secret', (p, c) => expand(engine.customer(pid(c)), p)),
  );
  app.post(
    '/v1/customers/:id',
    handle('secret', (p, c) => expand(engine.updateCustomer(pid(c), p), p)),
  );
  app.post(
    '/v1/customers/:id/tax_ids',
    handle('secret', (p, c) => engine.createTaxId(pid(c), p)),
  );
  app.get(
    '/v1/customers/:id/tax_ids',
    handle('secret', (_p, c) => list(engine.listTaxIds(pid(c)), `/v1/customers/${pid(c)}/tax_ids`)),
  );
  app.delete(
    '/v1/customers/:id/tax_ids/:tid',
    handle('secret', (_p, c) => engine.deleteTaxId(pid(c), pid(c, 'tid'))),
  );
  app.post(
    '/v1/payment_methods',
    handle('publishable', (p) => engine.strip(engine.createPaymentMethod(p))),
  );
  app.get(
    '/v1/payment_methods/:id',
    handle('secret', (_p, c) => engine.strip(engine.paymentMethod(pid(c)))),
  );
  app.post(
    '/v1/payment_methods/:id/attach',
    handle('secret', (p, c) => engine.strip(engine.attachPaymentMethod(pid(c), p))),
  );

  // ── catalogue and coupons ──────────────────────────────────────────────────
  app.post(
    '/v1/products',
    handle('secret', (p) => engine.createProduct(p)),
  );
  app.get(
    '/v1/products/:id',
    handle('secret', (_p, c) => engine.product(pid(c))),
  );
  app.post(
    '/v1/prices',
    handle('secret', (p) => engine.createPrice(p)),
  );
  app.get(
    '/v1/prices',
    handle('secret', (p) => {
      const r = page(engine.listPrices(p), p);
      return { ...list(expandList(r.data, p), '/v1/prices'), has_more: r.has_more };
    }),
  );
  app.get(
    '/v1/prices/:id',
    handle('secret', (p, c) => expand(engine.price(pid(c)), p)),
  );
  app.post(
    '/v1/coupons',
    handle('secret', (p) => engine.createCoupon(p)),
  );
  app.get(
    '/v1/coupons/:id',
    handle('secret', (_p, c) => engine.coupon(pid(c))),
  );
  app.post(
    '/v1/promotion_codes',
    handle('secret', (p) => engine.createPromotionCode(p)),
  );
  app.get(
    '/v1/promotion_codes',
    handle('secret', (p) => {
      const r = page(engine.listPromotionCodes(p), p);
      return { ...list(r.data, '/v1/promotion_codes'), has_more: r.has_more };
    }),
  );
  app.get(
    '/v1/promotion_codes/:id',
    handle('secret', (_p, c) => engine.promotionCode(pid(c))),
  );

  // ── subscriptions, invoices, payment intents ─────────────────────────────────
  app.post(
    '/v1/subscriptions',
    handle('secret', (p) => expand(engine.createSubscription(p), p)),
  );
  app.get(
    '/v1/subscriptions',
    handle('secret', (p) => {
      const all = engine.listSubscriptions(p);
      const r = page(all, p);
      return { ...list(expandList(r.data, p), '/v1/subscriptions'), has_more: r.has_more };
    }),
  );
  app.get(
    '/v1/subscriptions/:id',
    handle('secret', (p, c) => expand(engine.subscription(pid(c)), p)),
  );
  app.post(
    '/v1/subscriptions/:id',
    handle('secret', (p, c) => expand(engine.updateSubscription(pid(c), p), p)),
  );
  app.delete(
    '/v1/subscriptions/:id',
    handle('secret', (p, c) => expand(engine.cancelSubscription(pid(c)), p)),
  );
  app.get(
    '/v1/invoices',
    handle('secret', (p) => {
      const r = engine.listInvoices(p);
      return { ...list(expandList(r.data, p), '/v1/invoices'), has_more: r.has_more };
    }),
  );
  app.post(
    '/v1/invoices/create_preview',
    handle('secret', (p) => expand(engine.previewInvoice(p), p)),
  );
  app.get(
    '/v1/invoices/:id',
    handle('secret', (p, c) => expand(engine.invoice(pid(c)), p)),
  );
  app.get(
    '/v1/payment_intents/:id',
    handle('publishable', (p, c) => {
      const id = pid(c);
      // With the publishable key (Stripe.js) the client secret is the proof of access.
      const pi =
        keyOf(c) === o.secretKey
          ? engine.paymentIntent(id)
          : engine.paymentIntentBySecret(id, String(p.client_secret ?? ''));
      return engine.strip(pi);
    }),
  );
  app.post(
    '/v1/test_helpers/test_clocks',
    handle('secret', (p) => engine.createTestClock(p)),
  );
  app.get(
    '/v1/test_helpers/test_clocks/:id',
    handle('secret', (_p, c) => engine.testClock(pid(c))),
  );

  // ── browser pages ────────────────────────────────────────────────────────────
  app.get('/v3/', (c) =>
    c.body(stripeJs(o.baseUrl()), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    }),
  );
  app.get('/3ds/:id', (c) => {
    try {
      const pi = engine.paymentIntentBySecret(pid(c), c.req.query('client_secret') ?? '');
      return c.html(
        threeDSecurePage(
          pi.id,
          pi.client_secret ?? '',
          `${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}`,
        ),
      );
    } catch (e) {
      return fail(c, e);
    }
  });
  app.post('/3ds/:id/:outcome{complete|fail}', (c) => {
    try {
      const pi = engine.authenticate(
        pid(c),
        c.req.query('client_secret') ?? '',
        c.req.param('outcome') === 'complete',
      );
      return c.json({ status: pi.status });
    } catch (e) {
      return fail(c, e);
    }
  });
  app.get('/invoices/:id', (c) => {
    try {
      return c.html(invoicePage(engine.invoice(pid(c))));
    } catch (e) {
      return fail(c, e);
    }
  });

  // ── test hooks (not Stripe's) ──────────────────────────────────────────────
  app.get('/_sandbox/events', (c) => {
    engine.advance();
    const type = c.req.query('type');
    return c.json(engine.state.events.filter((e) => !type || e.type === type));
  });
  app.get('/_sandbox/deliveries', async (c) => {
    if (c.req.query('wait') === '1') await o.webhooks.idle();
    return c.json(o.webhooks.deliveries);
  });
  app.post('/_sandbox/events/:id/resend', async (c) => {
    const event = engine.state.events.find((e) => e.id === pid(c));
    if (!event) return c.json({ error: { type: 'invalid_request_error', message: 'No such event' } }, 404);
    return c.json({ status: await o.webhooks.resend(event) });
  });

  app.notFound((c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname}).`,
        },
      },
      404,
    ),
  );
  return app;
}
