import { s3BlobStore } from '../adapters/aws/s3-blob-store.ts';
import { sesMailer } from '../adapters/aws/ses-mailer.ts';
import { sqsQueue } from '../adapters/aws/sqs-queue.ts';
import { metaAppFromEnv, metaGraphHttp } from '../adapters/http/meta-graph-http.ts';
import { httpPeopleDirectory } from '../adapters/http/people-directory-http.ts';
import { webhookHttpTransport } from '../adapters/http/webhook-http.ts';
import { xApiHttp, xClientFromEnv } from '../adapters/http/x-api-http.ts';
import { fileDnsZone } from '../adapters/local/file-dns-zone.ts';
import { fileKeySecrets } from '../adapters/local/file-key-secrets.ts';
import { localRealtimeHub } from '../adapters/local/local-realtime-hub.ts';
import { tableScheduler } from '../adapters/local/table-scheduler.ts';
import { smtpImapProtocols } from '../adapters/mail/smtp-imap.ts';
import { keysFrom, stripePayments } from '../adapters/stripe-payments.ts';
import { createDb } from '../data/service.ts';
import type { Env } from '../lib/env.ts';
import type { Clock } from '../ports/clock.ts';
import type { Deps } from '../ports/deps.ts';
import type { RealtimeGateway } from '../ports/realtime.ts';

/**
 * The ports in local mode (the embedded runtime, its bot child process, tests): the AWS adapters
 * for what has a stand-in (DynamoDB Local, SES, SQS, S3 through AWS_ENDPOINT_URL_*), and local
 * adapters for what has none: the product clock, the table-backed scheduler, a key file for secrets.
 * Never bundled into a Lambda (tests/infra/lambda-bundles.test.ts). `realtime` is the runtime's
 * WebSocket hub; other local processes have no sockets of their own (an empty hub).
 */
export function localDeps(env: Env, clock: Clock, realtime: RealtimeGateway = localRealtimeHub()): Deps {
  const db = createDb(env.tableName);
  // The X sandbox the runtime started (its URL and client are in the environment).
  const xClient = xClientFromEnv(env.x);
  // The Meta sandbox the runtime started (its URL and app are in the environment).
  const metaApp = metaAppFromEnv(env.meta);
  return {
    env,
    db,
    clock,
    mailer: sesMailer(env.mailFrom),
    queue: sqsQueue({ steps: env.stepsQueueUrl, posts: env.postsQueueUrl }),
    scheduler: tableScheduler(db, clock),
    blobs: s3BlobStore(env.blobBucket, env.blobPublicUrl),
    secrets: fileKeySecrets(env.localSecretKeyFile ?? '.data/secret.key'),
    mailProtocols: smtpImapProtocols({ allowSelfSigned: env.mailTlsAllowSelfSigned }),
    // The Stripe sandbox the runtime started (its URL and keys are in the environment).
    payments: stripePayments({
      keys: keysFrom(env.stripe),
      apiUrl: env.stripe.apiUrl,
      jsUrl: env.stripe.jsUrl,
    }),
    people: env.peopleDirectoryUrl ? httpPeopleDirectory(env.peopleDirectoryUrl) : undefined,
    x: xClient ? xApiHttp(async () => xClient) : undefined,
    realtime,
    dns: fileDnsZone(env.localDnsZoneFile ?? '.data/dns-zone.json'),
    // The sandbox processes videos in 2 s of product time: read their status often.
    meta: metaApp ? metaGraphHttp(async () => metaApp, { intervalMs: 250, timeoutMs: 90_000 }) : undefined,
    supportChat:
      env.intercom.appId && env.intercom.identitySecret
        ? { app: async () => ({ appId: env.intercom.appId!, identitySecret: env.intercom.identitySecret! }) }
        : undefined,
    webhooks: webhookHttpTransport({
      allowPrivate: true,
      now: () => performance.now(),
      rebase: (url) => rebaseWebhookSandbox(url, env.webhookSandboxUrl),
    }),
  };
}

/** The webhook sandbox's public-looking host (sandbox/src/webhooks): URLs on it survive restarts (new ports), like LinkedIn's. */
const WEBHOOK_SANDBOX_HOST = 'webhooks.sandbox.test';

function rebaseWebhookSandbox(url: URL, sandboxUrl: string | undefined): URL {
  if (url.hostname !== WEBHOOK_SANDBOX_HOST || !sandboxUrl) return url;
  return new URL(`${url.pathname}${url.search}`, sandboxUrl);
}
