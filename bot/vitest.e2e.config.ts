import { defineConfig } from 'vitest/config';

// The bot's e2e tests without the whole product runtime (only DynamoDB Local):
// `npx vitest run --config bot/vitest.e2e.config.ts`
export default defineConfig({
  test: {
    name: 'bot-e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['bot/src/**/*.e2e.test.ts'],
    globalSetup: ['bot/src/testing/dynamo-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
