import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { stripeApp } from './app.ts';
import { emptyState, newId, StripeEngine, type StripeState } from './engine.ts';
import { WebhookSender, type WebhookTarget } from './webhooks.ts';

export interface StripeSandboxOptions {
  port: number;
  /** Where the sandbox keeps its state (`stripe.json`); none keeps it in memory. */
  dataDir?: string;
  /** The product clock (ms): renewals, pauses and cancellations happen as it moves. */
  now: () => number;
  /** Where events are delivered (like `stripe listen --forward-to`), read at each delivery. */
  webhookUrl?: () => string | null;
  /** invoice.upcoming this many days before a renewal (a Dashboard setting at Stripe). */
  upcomingDaysBefore?: number;
}

export interface StripeSandbox {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  engine: StripeEngine;
  close(): Promise<void>;
}

interface Saved {
  keys: { secretKey: string; publishableKey: string; webhookSecret: string };
  state: StripeState;
}

/**
 * Starts the local Stripe: an HTTP server the official `stripe` SDK talks to through its `host`,
 * `port` and `protocol` options. Keys and the webhook signing secret are made once per data folder
 * and kept with the state, so a restart finds its customers and subscriptions again.
 */
export async function startStripeSandbox(opts: StripeSandboxOptions): Promise<StripeSandbox> {
  const file = opts.dataDir ? join(opts.dataDir, 'stripe.json') : null;
  const saved: Saved =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Saved)
      : {
          keys: {
            secretKey: newId('sk_test', 32),
            publishableKey: newId('pk_test', 32),
            webhookSecret: newId('whsec', 32),
          },
          state: emptyState(),
        };
  const url = `http://127.0.0.1:${opts.port}`;
  let dirty = false;
  const save = () => {
    if (!file || !dirty) return;
    dirty = false;
    mkdirSync(opts.dataDir as string, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(saved));
    renameSync(`${file}.tmp`, file);
  };
  const target = (): WebhookTarget | null => {
    const to = opts.webhookUrl?.();
    return to ? { url: to, secret: saved.keys.webhookSecret } : null;
  };
  const webhooks = new WebhookSender(target);
  const engine = new StripeEngine(saved.state, {
    now: opts.now,
    baseUrl: () => url,
    upcomingDaysBefore: opts.upcomingDaysBefore,
    onEvent: (e) => webhooks.enqueue(e),
    onChange: () => {
      dirty = true;
      queueMicrotask(save);
    },
  });
  const app = stripeApp({ engine, webhooks, ...saved.keys, baseUrl: () => url });
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' }, () => r(s));
  });
  // Test clocks follow the product clock: renewals and resumptions happen as it moves.
  const tick = setInterval(() => engine.advance(), 1_000);
  tick.unref();
  return {
    url,
    ...saved.keys,
    engine,
    async close() {
      clearInterval(tick);
      webhooks.stop();
      save();
      await new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      });
    },
  };
}
