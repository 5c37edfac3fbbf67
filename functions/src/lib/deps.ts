import { eventBridgeScheduler } from '../adapters/aws/eventbridge-scheduler.ts';
import { kmsSecrets } from '../adapters/aws/kms-secrets.ts';
import { s3BlobStore } from '../adapters/aws/s3-blob-store.ts';
import { sesMailer } from '../adapters/aws/ses-mailer.ts';
import { sqsQueue } from '../adapters/aws/sqs-queue.ts';
import { FileOffsetClock } from '../adapters/local/file-clock.ts';
import { fileKeySecrets } from '../adapters/local/file-key-secrets.ts';
import { tableScheduler } from '../adapters/local/table-scheduler.ts';
import { createDb, type Db } from '../data/service.ts';
import type { BlobStore } from '../ports/blob-store.ts';
import { type Clock, systemClock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Queue } from '../ports/queue.ts';
import type { Scheduler } from '../ports/scheduler.ts';
import type { Secrets } from '../ports/secrets.ts';
import { type Env, readEnv } from './env.ts';

/** Everything the domain needs from the outside world, passed in as ports. */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  queue: Queue;
  scheduler: Scheduler;
  blobs: BlobStore;
  secrets: Secrets;
}

let deps: Deps | undefined;

/**
 * Builds the wiring from the environment: AWS, or local mode (OUTREACH_LOCAL=1, set by the embedded
 * runtime for itself and the bot child process), where the clock is the shared clock file and the
 * scheduler the table-backed stand-in for EventBridge Scheduler.
 */
export function getDeps(): Deps {
  if (deps) return deps;
  const env = readEnv();
  const queue = sqsQueue({ steps: env.stepsQueueUrl, posts: env.postsQueueUrl });
  const db = createDb(env.tableName);
  const clock =
    env.local && process.env.CLOCK_FILE ? new FileOffsetClock(process.env.CLOCK_FILE) : systemClock;
  deps = {
    env,
    db,
    clock,
    mailer: sesMailer(env.mailFrom),
    queue,
    scheduler: env.local
      ? tableScheduler(db, clock)
      : eventBridgeScheduler({
          group: env.schedulerGroup ?? 'outreach',
          roleArn: env.schedulerRoleArn ?? '',
          queueArns: { steps: process.env.STEPS_QUEUE_ARN, posts: process.env.POSTS_QUEUE_ARN },
        }),
    blobs: s3BlobStore(env.blobBucket, env.blobPublicUrl),
    secrets:
      env.local || !env.kmsKeyId
        ? fileKeySecrets(env.localSecretKeyFile ?? '.data/secret.key')
        : kmsSecrets(env.kmsKeyId, env.jwtSecretArn),
  };
  return deps;
}

/** Local runtime and tests: swap ports (clock, scheduler, …) while keeping the rest. */
export function provideDeps(overrides: Partial<Deps>): Deps {
  deps = { ...getDeps(), ...overrides };
  return deps;
}
