import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bundle, bundleFunctions, repoRoot } from '../../infra/lib/bundle.ts';
import {
  fullGraph,
  measureBundle,
  type SizeReport,
  sourcesOf,
  staticGraph,
} from '../../infra/lib/bundle-size.ts';
import { tempDir } from './support/fixtures.ts';

// What each Lambda loads, read from the one-pass bundle itself (its import statements and source maps).
describe('Lambda bundles', () => {
  let root: string;
  let bundle: Bundle;
  let sizes: SizeReport;
  const rel = (files: string[]) =>
    files.map((f) => relative(repoRoot, f).split(sep).join('/')).filter((f) => !f.startsWith('..'));
  /** Repo-relative sources a function may ever load (static and `import()` chunks alike). */
  const everything = (entry: string) => rel(sourcesOf(bundle.outDir, fullGraph(bundle.outDir, entry)));
  /** Repo-relative sources a function loads at cold start. */
  const atStart = (entry: string) => rel(sourcesOf(bundle.outDir, staticGraph(bundle.outDir, entry)));

  beforeAll(async () => {
    await init;
    root = tempDir('bundle');
    // The runtime's SDK stays outside the asset; the repo's copy stands in for it when a test loads a function.
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
    bundle = bundleFunctions({
      sourceDir: join(repoRoot, 'functions', 'src'),
      outDir: join(root, 'lambda'),
      routes,
    });
    sizes = await measureBundle(bundle.outDir, bundle.entries);
    // Bundling every handler is real work (seconds on a quiet machine, more on a busy one): it gets the
    // suite's own time limit, not the 10 s hook default (as in app.test.ts).
  }, 300_000);

  /** Imports every function's module (and every chunk) in a fresh Node process with the given environment, as a cold start does. */
  const coldStart = (env: Record<string, string>) => {
    const script = join(root, 'cold-start.mjs');
    writeFileSync(
      script,
      // Errors are printed as their stack and the process ends on its own: an uncaught error would make
      // Node print the minified source line (hundreds of KB) and exit before the pipe drains it all.
      `try {
        for (const e of ${JSON.stringify(bundle.entries)}) {
          const m = await import('./lambda/' + e + '.mjs');
          if (typeof m.handler !== 'function') throw new Error(e + ' exports no handler');
        }
        // The chunks behind import() too (the lazily loaded AWS adapters).
        const { readdirSync } = await import('node:fs');
        for (const c of readdirSync('lambda/chunks').filter((f) => f.endsWith('.mjs'))) await import('./lambda/chunks/' + c);
      } catch (e) {
        process.stderr.write(String(e?.stack ?? e) + '\\n');
        process.exitCode = 1;
      }\n`,
    );
    return spawnSync(process.execPath, [script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', AWS_REGION: 'eu-west-1', TABLE_NAME: 'outreach', ...env },
      encoding: 'utf8',
    });
  };

  it('starts every function with its AWS configuration, and none without its KMS key', () => {
    const aws = {
      KMS_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/1234',
      JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:jwt',
    };
    const ok = coldStart(aws);
    expect(ok.stderr.split('\n').filter((l) => /Error/.test(l) && !/NodeVersionSupport/.test(l))).toEqual([]);
    expect(ok.status).toBe(0);
    const noKey = coldStart({ JWT_SECRET_ARN: aws.JWT_SECRET_ARN });
    expect(noKey.status).not.toBe(0);
    expect(noKey.stderr).toContain('KMS_KEY_ID is not set');
  });

  it('carries no local adapter in any function, not even behind a dynamic import', () => {
    const local = bundle.entries.flatMap((e) =>
      everything(e)
        .filter((s) => /functions\/src\/(adapters\/local\/|hosts\/local-deps)/.test(s))
        .map((s) => `${e} → ${s}`),
    );
    expect(local).toEqual([]);
  });

  it('wires every function through the Lambda host before its handler runs', () => {
    const unwired = bundle.entries.filter((e) => !atStart(e).includes('functions/src/hosts/lambda.ts'));
    expect(unwired).toEqual([]);
  });

  it('loads only the DynamoDB client at start; other AWS clients load with their first use', () => {
    const sdk = new Set(sizes.entries.flatMap((e) => e.external));
    expect([...sdk].sort()).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
  });

  it("bundles none of zod's translations (only its default English messages)", () => {
    const locales = new Set(
      bundle.entries.flatMap((e) => everything(e).filter((s) => /zod\/v4\/locales\/(?!en\.js$)/.test(s))),
    );
    expect([...locales]).toEqual([]);
  });

  it('loads the password hasher only in the handlers that hash or verify a password', () => {
    const hashing = bundle.entries.filter((e) =>
      atStart(e).some((s) => s.includes('node_modules/hash-wasm/')),
    );
    expect(hashing.sort()).toEqual([
      'http/auth/set-new-password',
      'http/auth/sign-in',
      'http/auth/sign-up',
      'http/users/change-password',
    ]);
  });
});
