import { join } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { describe, expect, it } from 'vitest';
import { listModules, missingHandlers, repoRoot } from '../../infra/lib/bundle.ts';

// The route table drives the CDK API and the local server; this keeps it and functions/src/http in step.
describe('route table and handler files', () => {
  const sourceDir = join(repoRoot, 'functions', 'src');

  it('has a handler file for every route', () => {
    expect(missingHandlers(sourceDir, routes)).toEqual([]);
  });

  it('has a route for every handler file', () => {
    const routed = new Set<string>(Object.values(routes).map((r) => r.handler));
    const files = listModules(join(sourceDir, 'http'));
    expect(files.filter((f) => !routed.has(f))).toEqual([]);
  });
});
