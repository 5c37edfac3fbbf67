import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { buildSync } from 'esbuild';

export interface RouteTable {
  [key: string]: { handler: string; timeoutSeconds?: number; basePath?: string };
}

export interface BundleOptions {
  /** `functions/src` of the repo (or a fixture tree in tests). */
  sourceDir: string;
  outDir: string;
  routes: RouteTable;
  /**
   * The Lambda host's composition root, run before every function's handler module (esbuild `inject`).
   * Defaults to `<sourceDir>/hosts/lambda.ts` when that file exists (fixture trees have none).
   */
  host?: string;
}

export interface Bundle {
  outDir: string;
  /** Entry names relative to `sourceDir` without extension: `http/auth/sign-in`, `jobs/run-step`. */
  entries: string[];
  /** Job names whose `functions/src/jobs/<name>.ts` exists. */
  jobs: string[];
}

const handlerFile = (sourceDir: string, handler: string) => join(sourceDir, 'http', `${handler}.ts`);

/** Route handlers whose `functions/src/http/<handler>.ts` is missing. */
export function missingHandlers(sourceDir: string, routes: RouteTable): string[] {
  const handlers = new Set(Object.values(routes).map((r) => r.handler));
  return [...handlers].filter((h) => !existsSync(handlerFile(sourceDir, h))).sort();
}

/** Every `*.ts` handler module under `dir` (tests and declarations excluded), relative and extension-less. */
export function listModules(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ts$/.test(name) && !/\.(test|spec|d)\.ts$/.test(name)) {
        out.push(relative(dir, p).split(sep).join('/').replace(/\.ts$/, ''));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Bundles every route handler and every job in ONE esbuild pass (multi-entry, ESM, code splitting),
 * so 260 functions share one asset and synth stays in seconds. Throws when a route has no handler file:
 * that is the drift check between the route table and `functions/src/http`.
 */
export function bundleFunctions({ sourceDir, outDir, routes, host }: BundleOptions): Bundle {
  const missing = missingHandlers(sourceDir, routes);
  if (missing.length > 0) {
    throw new Error(
      `Route table names ${missing.length} handler(s) with no file under ${join(sourceDir, 'http')}: ${missing.join(', ')}`,
    );
  }
  const http = [...new Set(Object.values(routes).map((r) => `http/${r.handler}`))].sort();
  const jobs = listModules(join(sourceDir, 'jobs'));
  // The realtime channel's $connect and $disconnect (API Gateway WebSocket API, RealtimeApi).
  const realtime = listModules(join(sourceDir, 'realtime')).map((r) => `realtime/${r}`);
  const entries = [...http, ...jobs.map((j) => `jobs/${j}`), ...realtime];
  const lambdaHost = host ?? join(sourceDir, 'hosts', 'lambda.ts');

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (entries.length > 0) {
    buildSync({
      entryPoints: Object.fromEntries(entries.map((e) => [e, join(sourceDir, `${e}.ts`)])),
      outdir: outDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      // A package's ESM build before its CommonJS one (as CDK's NodejsFunction does for ESM), so it
      // tree-shakes: hash-wasm brings its argon2 alone (30 KiB) instead of every algorithm (215 KiB).
      mainFields: ['module', 'main'],
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      // Every function wires its AWS ports before its handler module runs; local hosts wire their own.
      inject: existsSync(lambdaHost) ? [lambdaHost] : [],
      // The Lambda runtime ships SDK v3; bundling it would add megabytes to every cold start.
      external: ['@aws-sdk/*'],
      minify: true,
      // No keepNames (~17 KiB a function): source-mapped stack traces keep the original function names
      // and our errors set `name` themselves; only third-party `constructor.name` strings shorten.
      // Mappings only: stack traces resolve with --enable-source-maps, the asset stays small.
      sourcemap: true,
      sourcesContent: false,
      legalComments: 'none',
      // CommonJS dependencies bundled into ESM still call require().
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
      logLevel: 'warning',
    });
  }
  // Keeps the asset hash stable and documents what is inside.
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
  return { outDir, entries, jobs };
}

/** Lambda handler string for an entry: `http/auth/sign-in` → `http/auth/sign-in.handler`. */
export const lambdaHandler = (entry: string) => `${entry}.handler`;

export const repoRoot = resolve(import.meta.dirname, '..', '..');
