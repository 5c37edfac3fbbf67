import { sqsClient } from '@outreach/functions/lib/aws-clients';
import type { Deps } from '@outreach/functions/ports/deps';
import { startSchedulePoller } from './schedule-poller.ts';
import { startQueueConsumer } from './steps-consumer.ts';

/**
 * The local stand-ins for EventBridge Scheduler and Lambda's SQS trigger: the schedule poller and the
 * `steps` queue consumer running functions/src/jobs/run-step.ts. Answers a stop function.
 */
export function startLocalJobs(deps: Deps, opts: { quiet?: boolean; consumers?: number } = {}) {
  const stepsUrl = process.env.STEPS_QUEUE_URL;
  if (!stepsUrl) return { stop: async () => {} };
  const onError = (e: unknown) => {
    if (!opts.quiet) console.error('[local jobs]', e);
  };
  const sqs = sqsClient();
  const poller = startSchedulePoller({
    deps,
    sqs,
    queueUrls: { steps: stepsUrl, posts: process.env.POSTS_QUEUE_URL },
    onError,
  });
  const consumer = startQueueConsumer({
    deps,
    sqs,
    queueUrl: stepsUrl,
    concurrency: opts.consumers ?? 2,
    handler: async () => (await import('@outreach/functions/jobs/run-step')).handler,
    onError,
  });
  const postsUrl = process.env.POSTS_QUEUE_URL;
  const postsConsumer = postsUrl
    ? startQueueConsumer({
        deps,
        sqs,
        queueUrl: postsUrl,
        concurrency: 1,
        handler: async () => (await import('@outreach/functions/jobs/publish-post')).handler,
        onError,
      })
    : null;
  return {
    poller,
    async stop() {
      await poller.stop();
      await consumer.stop();
      await postsConsumer?.stop();
    },
  };
}
