import { SendMessageBatchCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  type DueSchedule,
  dueSchedules,
  firedSchedules,
  markFired,
} from '@outreach/functions/adapters/local/table-scheduler';
import type { Deps } from '@outreach/functions/ports/deps';

/**
 * Drives the local table scheduler: every ~500 ms (wall time) moves schedules due by the product clock
 * to their SQS queue, as EventBridge Scheduler would. A schedule is marked fired before it is sent and
 * done once the consumer acknowledged it, so on start-up fired-but-not-done ones are sent again
 * (consumers are idempotent): a restart loses nothing.
 */
export function startSchedulePoller(opts: {
  deps: Deps;
  sqs: SQSClient;
  queueUrls: Record<string, string | undefined>;
  intervalMs?: number;
  onError?: (e: unknown) => void;
}) {
  const { deps, sqs } = opts;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const scheduleAttributes = (s: DueSchedule) => ({
    scheduleName: { DataType: 'String', StringValue: s.name },
    scheduleAt: { DataType: 'Number', StringValue: String(s.at) },
  });

  const send = async (s: DueSchedule) => {
    const url = opts.queueUrls[s.queue];
    if (!url) throw new Error(`no queue ${s.queue}`);
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify(s.body),
        MessageAttributes: scheduleAttributes(s),
      }),
    );
  };

  const sendBatch = async (batch: DueSchedule[]) => {
    const url = opts.queueUrls.steps;
    if (!url || batch.some((s) => s.queue !== 'steps')) {
      for (const s of batch) await send(s);
      return;
    }
    const res = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: batch.map((s, i) => ({
          Id: String(i),
          MessageBody: JSON.stringify(s.body),
          MessageAttributes: scheduleAttributes(s),
        })),
      }),
    );
    // Entries SQS refused are sent one by one (an error there leaves them fired, re-sent on restart).
    for (const f of res.Failed ?? []) await send(batch[Number(f.Id)]);
  };

  const tick = async () => {
    for (;;) {
      const due = await dueSchedules(deps.db, deps.clock.now(), 100);
      if (due.length === 0 || stopped) return;
      const fired = (
        await Promise.all(due.map(async (s) => ((await markFired(deps.db, s, Date.now())) ? s : null)))
      ).filter((s): s is DueSchedule => s !== null);
      const batches = Array.from({ length: Math.ceil(fired.length / 10) }, (_, i) =>
        fired.slice(i * 10, i * 10 + 10),
      );
      await Promise.all(batches.map(sendBatch));
      if (due.length < 100) return;
    }
  };

  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((e) => opts.onError?.(e))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, opts.intervalMs ?? 500);
      });
  };

  const started = (async () => {
    // Restart safety: whatever was sent but never acknowledged goes out again.
    for (const s of await firedSchedules(deps.db)) await send(s).catch((e) => opts.onError?.(e));
    loop();
  })();

  return {
    started,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await started.catch(() => {});
      await running;
    },
  };
}
