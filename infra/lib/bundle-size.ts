import { readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { Metafile } from 'esbuild';

export interface EntrySize {
  /** `http/auth/sign-in`, `jobs/run-step` */
  entry: string;
  /** Bytes of the entry file plus every chunk reached through static imports: what a cold start loads. */
  bytes: number;
  /** The files counted, relative to the bundle directory, entry first. */
  files: string[];
  /** Packages left outside the asset (the runtime's `@aws-sdk/*`) that those files import at start. */
  external: string[];
}

export interface SizeReport {
  entries: EntrySize[];
  medianBytes: number;
  largest: EntrySize;
}

interface Imports {
  /** Files of the asset loaded with the importer (static `import`). */
  statics: string[];
  /** Files of the asset loaded on use (`import()`). */
  dynamics: string[];
  /** Bare specifiers imported statically, Node's built-ins excluded (`node:fs` and bare `module` alike). */
  external: string[];
}

function importsOf(file: string): Imports {
  const [imports] = parse(readFileSync(file, 'utf8'), file);
  const out: Imports = { statics: [], dynamics: [], external: [] };
  for (const i of imports) {
    if (!i.n || isBuiltin(i.n)) continue;
    const dynamic = i.d !== -1;
    if (!i.n.startsWith('.')) {
      if (!dynamic) out.external.push(i.n);
    } else (dynamic ? out.dynamics : out.statics).push(resolve(dirname(file), i.n));
  }
  return out;
}

function walk(outDir: string, entry: string, follow: (i: Imports) => string[]) {
  const files = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const i = importsOf(file);
    for (const e of i.external) external.add(e);
    for (const next of follow(i)) visit(next);
  };
  visit(join(outDir, `${entry}.mjs`));
  return {
    files: [...files].map((f) => relative(outDir, f).split(sep).join('/')),
    external: [...external].sort(),
  };
}

/** The files an entry loads at start: itself plus the transitive closure of its static imports. */
export const staticGraph = (outDir: string, entry: string): string[] =>
  walk(outDir, entry, (i) => i.statics).files;

/** Every file an entry may ever load: static and dynamic imports alike. */
export const fullGraph = (outDir: string, entry: string): string[] =>
  walk(outDir, entry, (i) => [...i.statics, ...i.dynamics]).files;

/** The source files (from the source maps) that went into the given output files. */
export function sourcesOf(outDir: string, files: string[]): string[] {
  return files.flatMap((f) => {
    const map = JSON.parse(readFileSync(join(outDir, `${f}.map`), 'utf8')) as { sources: string[] };
    return map.sources.map((s) => resolve(dirname(join(outDir, f)), s));
  });
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Code size per function in the one-pass bundle (`bundleFunctions`' output): the entry plus the chunks
 * of its static import graph, source maps excluded. Chunks behind `import()` are left out: they load
 * on first use only (the AWS adapters behind the Lambda host's lazy ports).
 */
export async function measureBundle(outDir: string, entries: string[]): Promise<SizeReport> {
  await init;
  const sized = entries.map((entry) => {
    const { files, external } = walk(outDir, entry, (i) => i.statics);
    const bytes = files.reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
    return { entry, bytes, files, external };
  });
  const largest = sized.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return { entries: sized, medianBytes: median(sized.map((e) => e.bytes)), largest };
}

/** `930.4 KiB` */
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `electrodb`, `@aws-lambda-powertools/logger`, or a source folder (`shared/src/schemas`, `functions/src/data/entities`). */
const owner = (input: string) =>
  input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
  input.replace(/^(functions\/src\/[^/]+\/[^/]+|shared\/src\/[^/]+|[^/]+\/[^/]+).*$/, '$1');

/**
 * What the functions load at start, by package or source folder (esbuild's metafile, whose paths are
 * relative to the working directory of the build): bytes per function on average, largest first.
 */
export function loadedByOwner(report: SizeReport, outDir: string, meta: Metafile) {
  const inputsOf = new Map<string, Record<string, { bytesInOutput: number }>>();
  for (const [out, o] of Object.entries(meta.outputs)) {
    inputsOf.set(relative(outDir, resolve(out)).split(sep).join('/'), o.inputs);
  }
  const totals = new Map<string, { bytes: number; functions: number }>();
  for (const e of report.entries) {
    const mine = new Map<string, number>();
    for (const f of e.files) {
      for (const [input, { bytesInOutput }] of Object.entries(inputsOf.get(f) ?? {})) {
        mine.set(owner(input), (mine.get(owner(input)) ?? 0) + bytesInOutput);
      }
    }
    for (const [name, bytes] of mine) {
      const t = totals.get(name) ?? { bytes: 0, functions: 0 };
      totals.set(name, { bytes: t.bytes + bytes, functions: t.functions + 1 });
    }
  }
  return [...totals]
    .map(([name, t]) => ({ name, averageBytes: t.bytes / report.entries.length, functions: t.functions }))
    .sort((a, b) => b.averageBytes - a.averageBytes);
}
