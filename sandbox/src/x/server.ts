import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { type XClient, xApp } from './app.ts';
import { emptyXState, X_SANDBOX_PASSWORD, X_SEED_ACCOUNTS, type XState } from './state.ts';

export interface XSandboxOptions {
  port: number;
  /** Where the state is kept (`x.json`); none keeps it in memory. */
  dataDir?: string;
  /** The product clock (ms): token expiry and rate-limit windows follow it. */
  now: () => number;
  /** Redirect URIs the product's client may use (`oob` shows the PIN instead of redirecting). */
  redirectUris: string[];
}

export interface XSandbox {
  url: string;
  clientId: string;
  clientSecret: string;
  info(): Record<string, unknown>;
  close(): Promise<void>;
}

/** Starts the X sandbox (sandbox/src/x/app.ts) on loopback; its state survives restarts. */
export async function startXSandbox(opts: XSandboxOptions): Promise<XSandbox> {
  const file = opts.dataDir ? join(opts.dataDir, 'x.json') : null;
  const state: XState =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as XState) : emptyXState(opts.now());
  const client: XClient = {
    clientId: 'outreach-x-local-client',
    clientSecret: 'outreach-x-local-secret',
    name: 'Outreach',
    redirectUris: opts.redirectUris,
  };
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    timer = null;
    if (!file) return;
    mkdirSync(opts.dataDir as string, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  };
  const app = xApp({
    state,
    clients: [client],
    now: opts.now,
    changed: () => {
      timer ??= setTimeout(save, 200);
    },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' }, () => r(s));
  });
  return {
    url,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    info: () => ({
      url,
      password: X_SANDBOX_PASSWORD,
      note: 'sign in on the consent page with any handle; DMs and follows go to the seeded handles',
      handles: X_SEED_ACCOUNTS.map((a) => `@${a.username}${a.dmOpen ? '' : ' (closed DMs)'}`),
      inspect: ['/_sandbox/dms', '/_sandbox/follows', '/_sandbox/tweets', '/_sandbox/media'],
    }),
    async close() {
      await new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      });
      if (timer) {
        clearTimeout(timer);
        save();
      }
    },
  };
}
