// Prints what `npm run synth` produced: Lambda count, and per-function code size, i.e. the entry file
// plus every chunk it imports (what a cold start loads from the one shared asset). Source maps excluded.
// Usage: npx tsx infra/scripts/bundle-report.ts [bundleDir] [cdkOutDir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from '../lib/bundle.ts';

const bundleDir = resolve(process.argv[2] ?? join(repoRoot, 'infra', '.build', 'lambda'));
const cdkOut = resolve(process.argv[3] ?? join(repoRoot, 'cdk.out'));
if (!existsSync(bundleDir)) throw new Error(`No bundle at ${bundleDir}: run npm run synth first`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']([^"']+\.mjs)["']/g)].map((m) =>
    resolve(dirname(file), m[1]),
  );
const loaded = (entry: string) => {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of importsOf(f)) visit(i);
  };
  visit(entry);
  return [...seen].reduce((n, f) => n + statSync(f).size, 0);
};

const entries = readdirSync(bundleDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('chunks'))
  .map((f) => join(bundleDir, f));
const sizes = entries
  .map((e) => ({ entry: relative(bundleDir, e), bytes: loaded(e) }))
  .sort((a, b) => a.bytes - b.bytes);
const files = readdirSync(bundleDir, { recursive: true })
  .map((f) => join(bundleDir, String(f)))
  .filter((f) => statSync(f).isFile());
const total = (pred: (f: string) => boolean) => files.filter(pred).reduce((n, f) => n + statSync(f).size, 0);

// Count app functions (handler http/… or jobs/…) in every template, nested ones included.
let lambdas = 0;
if (existsSync(cdkOut)) {
  for (const f of readdirSync(cdkOut).filter((n) => n.endsWith('.template.json'))) {
    const t = JSON.parse(readFileSync(join(cdkOut, f), 'utf8'));
    for (const r of Object.values<{ Type: string; Properties?: { Handler?: string } }>(t.Resources ?? {})) {
      if (r.Type === 'AWS::Lambda::Function' && /^(http|jobs)\//.test(r.Properties?.Handler ?? '')) lambdas++;
    }
  }
}

const median = sizes.length ? sizes[Math.floor((sizes.length - 1) / 2)].bytes : 0;
const largest = sizes.at(-1);
console.log(`lambdas in cdk.out:        ${lambdas}`);
console.log(`bundle entries:            ${sizes.length}`);
console.log(
  `chunks:                    ${files.filter((f) => f.includes('/chunks/') && f.endsWith('.mjs')).length}`,
);
console.log(
  `asset size (code / maps):  ${kb(total((f) => f.endsWith('.mjs')))} / ${kb(total((f) => f.endsWith('.map')))}`,
);
console.log(`per-function code, median: ${kb(median)}`);
console.log(`per-function code, largest: ${kb(largest?.bytes ?? 0)} (${largest?.entry ?? '-'})`);
