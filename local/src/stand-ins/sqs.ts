import { createSqsServer } from 'local-aws-sqs';
import type { StandIn } from './dynamodb.ts';

/** local-aws-sqs speaks SDK v3's JSON protocol: visibility timeouts, delays and DLQ redrive. */
export async function startSqs(
  port: number,
  queueNames: string[],
): Promise<StandIn & { queueUrl(name: string): string }> {
  const accountId = '000000000000';
  const queues = queueNames.flatMap((name) => [
    { QueueName: `${name}-dlq` },
    {
      QueueName: name,
      Attributes: {
        VisibilityTimeout: '60',
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: `arn:aws:sqs:us-east-1:${accountId}:${name}-dlq`,
          maxReceiveCount: '5',
        }),
      },
    },
  ]);
  const server = await createSqsServer({
    port,
    hostname: '127.0.0.1',
    accountId,
    emulateQueueCreationLifecycle: false,
    queues,
  } as never);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    queueUrl: (name) => `${url}/${accountId}/${name}`,
    stop: () => new Promise<void>((r) => (server as { close(cb: () => void): void }).close(() => r())),
  };
}
