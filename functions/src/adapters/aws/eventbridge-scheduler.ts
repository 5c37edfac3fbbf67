import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import type { QueueName } from '../../ports/queue.ts';
import type { Scheduler } from '../../ports/scheduler.ts';

/**
 * One-time `at()` schedules that deliver to SQS and delete themselves after running. A schedule whose
 * delivery still fails after Scheduler's retries goes to the schedules DLQ (alarmed in infra) when one is
 * configured (`deadLetterArn`: SCHEDULER_DLQ_ARN, which infra sets on every function and the bot).
 */
export function eventBridgeScheduler(cfg: {
  group: string;
  roleArn: string;
  queueArns: Record<QueueName, string | undefined>;
  deadLetterArn?: string;
}): Scheduler {
  const { deadLetterArn } = cfg;
  const client = new SchedulerClient({});
  return {
    async schedule({ name, at, queue, body }) {
      const arn = cfg.queueArns[queue];
      if (!arn) throw new Error(`Queue ${queue} has no ARN configured`);
      const when = new Date(at).toISOString().slice(0, 19);
      try {
        await client.send(
          new CreateScheduleCommand({
            Name: name.slice(0, 64),
            GroupName: cfg.group,
            ScheduleExpression: `at(${when})`,
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: {
              Arn: arn,
              RoleArn: cfg.roleArn,
              Input: JSON.stringify(body),
              ...(deadLetterArn ? { DeadLetterConfig: { Arn: deadLetterArn } } : {}),
            },
          }),
        );
      } catch (e) {
        // Same name already scheduled: keep the one there (idempotent by name).
        if (!(e instanceof ConflictException)) throw e;
      }
    },
    async cancel(name) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: name.slice(0, 64), GroupName: cfg.group }));
      } catch (e) {
        if (!(e instanceof ResourceNotFoundException)) throw e;
      }
    },
  };
}
