import { defineConfig } from 'vitest/config';

// One runner, four suites: unit (pure, beside the code), integration (HTTP against the
// real local runtime), infra (CDK assertions) and e2e (Playwright in Debian's Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,web,sandbox,bot,local}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Property tests are CPU-bound: the limit only guards against hangs, and on a busy 2-core
          // machine vitest's default 5 s is not one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', '{sandbox,bot,local}/src/**/*.int.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 300_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', '{sandbox,bot}/src/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/e2e-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
