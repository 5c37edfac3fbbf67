import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { type MetaApp, metaApp } from './app.ts';
import { emptyMetaState, META_SANDBOX_PASSWORD, META_SCOPES, type MetaState } from './state.ts';

export interface MetaSandboxOptions {
  port: number;
  /** Where the state is kept (`meta.json`); none keeps it in memory. */
  dataDir?: string;
  /** The product clock (ms): token expiry and Instagram's 24-hour limit follow it. */
  now: () => number;
  /** Redirect URIs the product's app may use for Facebook Login. */
  redirectUris: string[];
}

export interface MetaSandbox {
  url: string;
  appId: string;
  appSecret: string;
  info(): Record<string, unknown>;
  close(): Promise<void>;
}

/** Starts the Meta (Facebook + Instagram) sandbox (sandbox/src/meta/app.ts) on loopback; its state survives restarts. */
export async function startMetaSandbox(opts: MetaSandboxOptions): Promise<MetaSandbox> {
  const file = opts.dataDir ? join(opts.dataDir, 'meta.json') : null;
  const state: MetaState =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MetaState) : emptyMetaState();
  const app: MetaApp = {
    appId: '1000000000000001',
    appSecret: 'outreach-meta-local-secret',
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
  const hono = metaApp({
    state,
    apps: [app],
    now: opts.now,
    changed: () => {
      timer ??= setTimeout(save, 200);
    },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: hono.fetch, port: opts.port, hostname: '127.0.0.1' }, () => r(s));
  });
  return {
    url,
    appId: app.appId,
    appSecret: app.appSecret,
    info: () => ({
      url,
      password: META_SANDBOX_PASSWORD,
      note: 'log in with any email: you get two pages, the first with an Instagram business account',
      scopes: META_SCOPES,
      inspect: ['/_sandbox/users', '/_sandbox/posts', '/_sandbox/instagram'],
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
