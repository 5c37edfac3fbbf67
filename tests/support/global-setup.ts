import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRuntime } from '@outreach/local/runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real local runtime once per suite, on free ports, with throw-away state. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'outreach-test-'));
  const runtime = await startRuntime({ port: 0 || undefined, dataDir, quiet: true });
  project.provide('baseUrl', runtime.url);
  return async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
