// `npm run bench`: runs every benchmark file in this folder (each prints its own figures).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
// `npm run bench -- [name] [--flag value…]`: the name picks the files, the flags go to each of them.
const args = process.argv.slice(2);
const only = args[0]?.startsWith('-') ? undefined : args[0];
const flags = only ? args.slice(1) : args;
// This folder's benchmarks plus the ones packages keep beside their code (bot/bench).
// A folder that is gone (bot/bench lost its last file in 01b0f49) is skipped, not a crash of every run.
const folders = [dir, join(dir, '../../bot/bench')].filter((d) => existsSync(d));
const files = folders
  .flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts'))
      .map((f) => join(d, f)),
  )
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n▶ ${f}`);
  // One process per benchmark, so each starts from a clean runtime.
  const r = spawnSync(process.execPath, ['--import', 'tsx', f, ...flags], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
