import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';

/** A sandbox's JSON state: read from `<dataDir>/<fileName>` when there, else `empty()`; none keeps it in memory. */
export function loadState<S>(dataDir: string | undefined, fileName: string, empty: () => S): S {
  const file = dataDir ? join(dataDir, fileName) : null;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as S) : empty();
}

export interface PersistedServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a sandbox app on loopback. `app(changed)` builds its fetch handler; each `changed()` writes
 * the state (atomically, at most every 200 ms), and close writes what is still pending.
 */
export async function servePersisted<S>(opts: {
  port: number;
  dataDir?: string;
  fileName: string;
  state: S;
  app: (changed: () => void) => { fetch: (req: Request) => Response | Promise<Response> };
}): Promise<PersistedServer> {
  const file = opts.dataDir ? join(opts.dataDir, opts.fileName) : null;
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    timer = null;
    if (!file) return;
    mkdirSync(opts.dataDir as string, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(opts.state));
    renameSync(`${file}.tmp`, file);
  };
  const app = opts.app(() => {
    timer ??= setTimeout(save, 200);
  });
  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' }, () => r(s));
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
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
