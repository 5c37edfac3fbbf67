import {
  DeleteMessageCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { markDone } from '@outreach/functions/adapters/local/table-scheduler';
import type { Deps } from '@outreach/functions/ports/deps';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { lambdaContext } from '../lambda-context.ts';

type BatchHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

function toRecord(m: Message, queueArn: string): SQSRecord {
  const attrs = (m.Attributes ?? {}) as Record<string, string>;
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
        k,
        {
          stringValue: v.StringValue,
          dataType: v.DataType ?? 'String',
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    ),
    md5OfBody: m.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: process.env.AWS_REGION ?? 'us-east-1',
  };
}

/**
 * Lambda's SQS event source mapping, locally: long-polls a queue, invokes the job's handler with a
 * real SQSEvent (batches of up to 10) and deletes the messages it did not report failed. Failed ones
 * become visible again after the visibility timeout and reach the DLQ after five receives. Acknowledged
 * messages that came from a schedule mark it done.
 */
export function startQueueConsumer(opts: {
  deps: Deps;
  sqs: SQSClient;
  queueUrl: string;
  handler: () => Promise<BatchHandler>;
  name?: string;
  /** Parallel pollers (Lambda scales out the same way). */
  concurrency?: number;
  onError?: (e: unknown) => void;
}) {
  const { sqs, queueUrl, deps } = opts;
  const name = opts.name ?? 'run-step';
  const queueArn = `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`;
  let stopped = false;
  const controllers = new Set<AbortController>();

  const poll = async () => {
    const handler = await opts.handler();
    while (!stopped) {
      const ac = new AbortController();
      controllers.add(ac);
      let messages: Message[] = [];
      try {
        const res = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            AttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: ac.signal },
        );
        messages = res.Messages ?? [];
      } catch (e) {
        if (!stopped) {
          opts.onError?.(e);
          await new Promise((r) => setTimeout(r, 500));
        }
        continue;
      } finally {
        controllers.delete(ac);
      }
      if (messages.length === 0) continue;
      const records = messages.map((m) => toRecord(m, queueArn));
      let failed = new Set<string>();
      try {
        const res = await handler({ Records: records }, lambdaContext(name, 120_000));
        failed = new Set((res?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (e) {
        // The whole batch failed (Lambda retries every message of it).
        opts.onError?.(e);
        failed = new Set(records.map((r) => r.messageId));
      }
      await Promise.all(
        records
          .filter((r) => !failed.has(r.messageId))
          .map(async (r) => {
            await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: r.receiptHandle }));
            const scheduleName = r.messageAttributes.scheduleName?.stringValue;
            const at = Number(r.messageAttributes.scheduleAt?.stringValue ?? 0);
            if (scheduleName) await markDone(deps.db, scheduleName, at);
          }),
      );
    }
  };

  const loops = Array.from({ length: opts.concurrency ?? 2 }, () => poll().catch((e) => opts.onError?.(e)));
  return {
    async stop() {
      stopped = true;
      for (const c of controllers) c.abort();
      await Promise.all(loops);
    },
  };
}
