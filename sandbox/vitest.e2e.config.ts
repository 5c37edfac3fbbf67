import { defineConfig } from 'vitest/config';

// The sandbox's Playwright tests start their own sandbox, so they need no global setup:
// `npx vitest run --config sandbox/vitest.e2e.config.ts`
export default defineConfig({
  test: {
    name: 'sandbox-e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['sandbox/src/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
