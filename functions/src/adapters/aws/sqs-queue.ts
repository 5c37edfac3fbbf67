import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '../../lib/aws-clients.ts';
import type { Queue, QueueMessage, QueueName } from '../../ports/queue.ts';

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
