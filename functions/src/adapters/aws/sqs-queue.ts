import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Queue, QueueMessage, QueueName } from '../../ports/queue.ts';

let sqs: SQSClient | undefined;

/** Created once per process; AWS_ENDPOINT_URL_SQS points it at a stand-in. */
export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}

export function sqsQueue(urls: Record<QueueName, string | undefined>): Queue {
  return {
    async send<T>(queue: QueueName, m: QueueMessage<T>) {
      const url = urls[queue];
      if (!url) throw new Error(`Queue ${queue} has no URL configured`);
      await sqsClient().send(
        new SendMessageCommand({
          QueueUrl: url,
          MessageBody: JSON.stringify(m.body),
          DelaySeconds: m.delaySeconds ? Math.min(900, Math.max(0, Math.round(m.delaySeconds))) : undefined,
          MessageAttributes: m.idempotencyKey
            ? { idempotencyKey: { DataType: 'String', StringValue: m.idempotencyKey } }
            : undefined,
        }),
      );
    },
  };
}
