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
    bundle = bundleFunctions({
      sourceDir: join(repoRoot, 'functions', 'src'),
      outDir: join(tempDir('bundle'), 'lambda'),
      routes,
    });
    sizes = await measureBundle(bundle.outDir, bundle.entries);
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
