import { loadState, servePersisted } from '../persisted-server.ts';
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
  const state = loadState<XState>(opts.dataDir, 'x.json', () => emptyXState(opts.now()));
  const client: XClient = {
    clientId: 'outreach-x-local-client',
    clientSecret: 'outreach-x-local-secret',
    name: 'Outreach',
    redirectUris: opts.redirectUris,
  };
  const server = await servePersisted({
    port: opts.port,
    dataDir: opts.dataDir,
    fileName: 'x.json',
    state,
    app: (changed) => xApp({ state, clients: [client], now: opts.now, changed }),
  });
  const { url } = server;
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
      reply: 'POST /_sandbox/dms {from, to, text}: a handle writes a DM (a lead answers)',
    }),
    close: () => server.close(),
  };
}
