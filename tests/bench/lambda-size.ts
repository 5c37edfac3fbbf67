// Code each Lambda loads at cold start, measured on the synthesized asset: the one esbuild pass that
// `npm run synth` runs (infra/lib/bundle.ts), then per function its entry file plus every chunk of its
// static import graph (chunks behind `import()` load on first use and are left out; source maps too).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { bundleFunctions, repoRoot } from '../../infra/lib/bundle.ts';
import { kib, loadedByOwner, measureBundle } from '../../infra/lib/bundle-size.ts';

const outDir = join(repoRoot, 'infra', '.build', 'bench-lambda');
const t0 = performance.now();
const bundle = bundleFunctions({
  sourceDir: join(repoRoot, 'functions', 'src'),
  outDir,
  routes,
  metafile: true,
});
const buildMs = Math.round(performance.now() - t0);
const report = await measureBundle(outDir, bundle.entries);
const sorted = [...report.entries].sort((a, b) => a.bytes - b.bytes);
const sdk = (e: (typeof sorted)[number]) => e.external.map((p) => p.replace('@aws-sdk/', '')).join(', ');

console.log(`Lambda code loaded at start: ${bundle.entries.length} functions, bundled in ${buildMs} ms`);
console.log(`  median   ${kib(report.medianBytes)} (${Math.round(report.medianBytes)} B)`);
console.log(`  largest  ${kib(report.largest.bytes)} (${report.largest.bytes} B)  ${report.largest.entry}`);
console.log(`  smallest ${kib(sorted[0].bytes)} (${sorted[0].bytes} B)  ${sorted[0].entry}`);
console.log('  five largest:');
for (const e of sorted.slice(-5).reverse()) console.log(`    ${kib(e.bytes).padStart(10)}  ${e.entry}`);
const clients = new Map<string, number>();
for (const e of report.entries) clients.set(sdk(e), (clients.get(sdk(e)) ?? 0) + 1);
console.log('  AWS SDK packages imported at start:');
for (const [list, n] of clients) console.log(`    ${String(n).padStart(3)} functions: ${list || '(none)'}`);
console.log('  most code at start (KiB a function on average, in how many functions):');
for (const o of loadedByOwner(report, outDir, bundle.metafile!).slice(0, 8)) {
  console.log(`    ${kib(o.averageBytes).padStart(10)}  ${String(o.functions).padStart(3)}  ${o.name}`);
}
rmSync(outDir, { recursive: true, force: true });
