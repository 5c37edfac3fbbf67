import { startDynamoDb } from '@outreach/local/stand-ins/dynamodb';
import getPort from 'get-port';

/** Global setup of `bot/vitest.e2e.config.ts`: only DynamoDB Local, for running the bot's tests alone. */
export default async function setup() {
  const dynamo = await startDynamoDb(await getPort({ host: '127.0.0.1' }));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'ERROR',
  });
  return () => dynamo.stop();
}
