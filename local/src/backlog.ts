import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { dueSchedules, firedSchedules } from '@outreach/functions/adapters/local/table-scheduler';
import { QUEUE_LANES } from '@outreach/functions/domain/bot/queue';
import type { Deps } from '@outreach/functions/ports/deps';

export interface Backlog {
  /** Schedules due by the product clock and not yet sent to the steps queue. */
  schedulesDue: number;
  /** Schedules sent and not yet acknowledged by the steps consumer. */
  schedulesFired: number;
  /** Messages of the steps queue waiting or in flight. */
  stepMessages: number;
  /**
   * Accounts with bot work due by the product clock that the bot has not yet visited and found
   * nothing left it could do (see idleSince).
   */
  botAccountsDue: number;
}

let sqs: SQSClient | undefined;

async function stepMessages(): Promise<number> {
  const QueueUrl = process.env.STEPS_QUEUE_URL;
  if (!QueueUrl) return 0;
  sqs ??= new SQSClient({});
  const { Attributes: a = {} } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return Number(a.ApproximateNumberOfMessages ?? 0) + Number(a.ApproximateNumberOfMessagesNotVisible ?? 0);
}

/**
 * Whether the bot's last visit of a due account found nothing it could run, reading its actions after
 * the clock's last move, and nothing was enqueued for it since (the entry's idle mark). Such an
 * account stays due (an action waits on a pause, a limit, or a left-behind run timing out in wall
 * time) but the bot has nothing to do for it now.
 */
function idleSince(
  e: { idleAt?: number; idleTouchedAt?: number; touchedAt: number },
  clockMovedAt: number,
): boolean {
  return e.idleAt !== undefined && e.idleAt >= clockMovedAt && e.idleTouchedAt === e.touchedAt;
}

/**
 * Local mode: the work the product clock has made due and the runtime has not finished (GET
 * /_local/backlog). A test that moves the clock of a runtime it started itself waits for all three to
 * reach 0 before it moves the clock again: it waits for data, not for wall time.
 */
export async function runtimeBacklog(deps: Deps, clockMovedAt: number): Promise<Backlog> {
  const now = deps.clock.now();
  const lanes = Array.from({ length: QUEUE_LANES }, (_, i) => `due#${i}`);
  const [messages, due, fired, pages] = await Promise.all([
    stepMessages(),
    dueSchedules(deps.db, now, 100),
    firedSchedules(deps.db),
    Promise.all(
      lanes.map((lane) =>
        deps.db.entities.botQueue.query.byLane({ lane }).lte({ nextDueAt: now }).go({ limit: 100 }),
      ),
    ),
  ]);
  return {
    schedulesDue: due.length,
    schedulesFired: fired.length,
    stepMessages: messages,
    botAccountsDue: pages
      .flatMap((p) => p.data)
      .filter((e) => e.nextDueAt <= now && !idleSince(e, clockMovedAt)).length,
  };
}
