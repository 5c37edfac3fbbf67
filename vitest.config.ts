import { defineConfig } from 'vitest/config';

/** E2E files with stand-ins of their own (see the 'e2e-own' project). */
const OWN_STAND_INS = [
  '{sandbox,bot}/src/**/*.e2e.test.ts',
  'tests/e2e/rehearsal.test.ts',
  'tests/e2e/restart.test.ts',
];

// One runner, four suites: unit (pure, beside the code), integration (HTTP against the
// real local runtime), infra (CDK assertions) and e2e (Playwright in Debian's Chromium, two lanes).
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
      // The browser suites in two lanes, each one file at a time; scripts/test.sh runs the lanes side by
      // side. 'e2e': the stories that share one runtime and its bot (and its product clock).
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: OWN_STAND_INS,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/e2e-setup.ts', 'tests/support/e2e-park.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // 'e2e-own': files that bring their own sandbox, clock, bot or whole runtime (they only borrow the
      // global setup's DynamoDB Local, on tables of their own), so nothing they do reaches the other lane.
      {
        test: {
          name: 'e2e-own',
          include: OWN_STAND_INS,
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
