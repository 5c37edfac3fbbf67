import { loadState, servePersisted } from '../persisted-server.ts';
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
  const state = loadState<MetaState>(opts.dataDir, 'meta.json', emptyMetaState);
  const app: MetaApp = {
    appId: '1000000000000001',
    appSecret: 'outreach-meta-local-secret',
    name: 'Outreach',
    redirectUris: opts.redirectUris,
  };
  const server = await servePersisted({
    port: opts.port,
    dataDir: opts.dataDir,
    fileName: 'meta.json',
    state,
    app: (changed) => metaApp({ state, apps: [app], now: opts.now, changed }),
  });
  const { url } = server;
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
    close: () => server.close(),
  };
}
