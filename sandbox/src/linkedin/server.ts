import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, type SendMail } from './app.ts';
import type { SandboxLimits } from './limits.ts';
import { SANDBOX_ACCOUNTS } from './population.ts';
import type { ReactionSettings } from './reactions.ts';
import { JsonStateFile } from './store.ts';
import { LinkedInWorld } from './world.ts';

export interface LinkedInSandboxOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where `linkedin-sandbox.json` lives; undefined keeps the state in memory. */
  dataDir?: string;
  /** Clock in ms; reactions and limits follow it, so tests move time by moving this. */
  now?: () => number;
  /** Delivers the sign-in PIN mail; defaults to printing it. */
  sendMail?: (m: { to: string; subject: string; text: string; html?: string }) => Promise<void>;
  seed?: number;
  /** Overrides of the caps (e.g. a small weekly cap in a test). */
  limits?: Partial<SandboxLimits>;
  /** Overrides of acceptance and reply rates and delays. */
  reactions?: Partial<ReactionSettings>;
  populationSize?: number;
  /** Model LinkedIn's checks on a login's country and browser identity (device-checks.ts); default off. */
  identityChecks?: boolean;
}

export interface LinkedInSandbox {
  url: string;
  accounts: { email: string; password: string; challenge: 'none' | 'email-pin'; name: string }[];
  close(): Promise<void>;
  reset(): Promise<void>;
}

export const DEFAULT_SEED = 20240601;

const printMail: SendMail = async (m) => {
  console.log(`[linkedin-sandbox] mail to ${m.to}: ${m.subject}`);
};

export async function startLinkedInSandbox(opts: LinkedInSandboxOptions): Promise<LinkedInSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const worldOptions = {
    seed: opts.seed ?? DEFAULT_SEED,
    now: opts.now ?? Date.now,
    limits: opts.limits,
    reactions: opts.reactions,
    populationSize: opts.populationSize,
  };
  let world = new LinkedInWorld(worldOptions);
  let file: JsonStateFile | undefined;
  if (opts.dataDir) {
    file = new JsonStateFile(opts.dataDir, () => world.state);
    const saved = file.load();
    if (saved) world = new LinkedInWorld(worldOptions, saved);
    const store = file;
    world.onChange = () => store.schedule();
    store.flush();
  }

  const app = createApp(world, opts.sendMail ?? printMail, { identityChecks: opts.identityChecks });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host, port: opts.port });
  // Keep idle connections as long as a real site's front end does (Node's default is 5 s). The bot's
  // pauses between pages run 1.5–4 s and more under load: with 5 s, a reused connection could be
  // closed by the server just as the next call went out on it (ECONNRESET mid-sync).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    accounts: SANDBOX_ACCOUNTS.map((a) => ({
      email: a.email,
      password: a.password,
      challenge: a.challenge,
      name: `${a.firstName} ${a.lastName}`,
    })),
    async reset() {
      world.reset();
      file?.flush();
    },
    async close() {
      file?.flush();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
