import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { BuildOptions, Metafile } from 'esbuild';

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
  /** Keep esbuild's metafile (inputs of every output file) in the result, for size reports. */
  metafile?: boolean;
}

export interface Bundle {
  outDir: string;
  /** Entry names relative to `sourceDir` without extension: `http/auth/sign-in`, `jobs/run-step`. */
  entries: string[];
  /** Job names whose `functions/src/jobs/<name>.ts` exists. */
  jobs: string[];
  /** esbuild's metafile, when asked for. */
  metafile?: Metafile;
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

const REQUIRE_BANNER =
  "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/**
 * Writes the build's files, the require banner only in those whose CommonJS code calls require() (the
 * chunk of esbuild's `__require` and a few packages'). Most chunks never do, and a function loads some
 * 30 of them: each drops the banner line (91 bytes and a createRequire call at load), and its source
 * map that line's empty mappings (its leading `;`).
 */
function writeOutput(files: { path: string; text: string }[]) {
  const line = `${REQUIRE_BANNER}\n`;
  const bare = new Set(
    files
      .filter((f) => f.path.endsWith('.mjs') && f.text.startsWith(line))
      .filter((f) => !/\brequire\b/.test(f.text.slice(line.length)))
      .map((f) => f.path),
  );
  for (const f of files) {
    let text = f.text;
    if (bare.has(f.path)) text = text.slice(line.length);
    else if (f.path.endsWith('.map') && bare.has(f.path.slice(0, -'.map'.length))) {
      const map = JSON.parse(text) as { mappings: string };
      text = JSON.stringify({ ...map, mappings: map.mappings.replace(/^;/, '') });
    }
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, text);
  }
}

/**
 * esbuild's build, synchronously, with the plugins only its async API takes (infra/lib/esbuild-worker.mjs:
 * zod without its JSON Schema generation): run in a worker while this thread waits for it.
 */
function buildInWorker(options: BuildOptions & { write: false }) {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(join(import.meta.dirname, 'esbuild-worker.mjs'), {
    workerData: { options, port: port2, done },
    transferList: [port2],
  });
  try {
    if (Atomics.wait(done, 0, 0, 15 * 60_000) === 'timed-out')
      throw new Error('esbuild did not finish in 15 min');
    const reply = receiveMessageOnPort(port1)?.message as
      | { files: { path: string; text: string }[]; metafile?: Metafile; error?: undefined }
      | { error: string }
      | undefined;
    if (!reply) throw new Error('the esbuild worker ended without a result');
    if (reply.error !== undefined) throw new Error(`esbuild failed: ${reply.error}`);
    return reply;
  } finally {
    void worker.terminate();
    port1.close();
  }
}

/**
 * Bundles every route handler and every job in ONE esbuild pass (multi-entry, ESM, code splitting),
 * so 260 functions share one asset and synth stays in seconds. Throws when a route has no handler file:
 * that is the drift check between the route table and `functions/src/http`.
 */
export function bundleFunctions({ sourceDir, outDir, routes, host, metafile }: BundleOptions): Bundle {
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
  let meta: Metafile | undefined;
  if (entries.length > 0) {
    const result = buildInWorker({
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
      // ElectroDB checks each entity's model with jsonschema (29 KiB) as the entity is built; the
      // models are constants, checked by the unbundled code that tests run, not at each cold start.
      alias: { jsonschema: join(import.meta.dirname, 'jsonschema-pass.cjs') },
      // zod's JSON Schema generation (~17 KiB a function) is left out the same way, by a plugin of the
      // worker that runs this build (esbuild-worker.mjs): functions validate, they never generate schemas.
      minify: true,
      // No keepNames (~17 KiB a function): source-mapped stack traces keep the original function names
      // and our errors set `name` themselves; only third-party `constructor.name` strings shorten.
      // Mappings only: stack traces resolve with --enable-source-maps, the asset stays small.
      sourcemap: true,
      sourcesContent: false,
      legalComments: 'none',
      // CommonJS dependencies bundled into ESM still call require() (kept below only where they do).
      banner: { js: REQUIRE_BANNER },
      logLevel: 'warning',
      metafile,
      write: false,
    });
    meta = result.metafile;
    writeOutput(result.files);
  }
  // Keeps the asset hash stable and documents what is inside.
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
  return { outDir, entries, jobs, metafile: meta };
}

/** Lambda handler string for an entry: `http/auth/sign-in` → `http/auth/sign-in.handler`. */
export const lambdaHandler = (entry: string) => `${entry}.handler`;

export const repoRoot = resolve(import.meta.dirname, '..', '..');
