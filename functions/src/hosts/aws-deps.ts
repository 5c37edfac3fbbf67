import { tableOnlyDb } from '../data/db.ts';
import type { Env } from '../lib/env.ts';
import { systemClock } from '../ports/clock.ts';
import type { Deps } from '../ports/deps.ts';
import { lazyPort } from './lazy.ts';

/**
 * The ports on AWS: DynamoDB, SES, SQS, EventBridge Scheduler, S3, KMS and Secrets Manager. Only the
 * table is built up front (nearly every call reads it); every other adapter is a separate chunk whose
 * module, SDK package and client load on the port's first call, so a function loads only the clients
 * it uses. Missing KMS configuration is an error at start-up: secrets never fall back to a file key.
 */
export function awsDeps(env: Env): Deps {
  const { kmsKeyId, jwtSecretArn } = env;
  if (!kmsKeyId) throw new Error('KMS_KEY_ID is not set: secrets at rest need the KMS key on AWS');
  const mailer = lazyPort(
    async () => (await import('../adapters/aws/ses-mailer.ts')).sesMailer(env.mailFrom),
    {
      send: 1,
    },
  );
  const queue = lazyPort(
    async () =>
      (await import('../adapters/aws/sqs-queue.ts')).sqsQueue({
        steps: env.stepsQueueUrl,
        posts: env.postsQueueUrl,
      }),
    { send: 1 },
  );
  const scheduler = lazyPort(
    async () =>
      (await import('../adapters/aws/eventbridge-scheduler.ts')).eventBridgeScheduler({
        group: env.schedulerGroup ?? 'outreach',
        roleArn: env.schedulerRoleArn ?? '',
        queueArns: { steps: env.stepsQueueArn, posts: env.postsQueueArn },
        deadLetterArn: env.schedulerDlqArn,
      }),
    { schedule: 1, cancel: 1 },
  );
  const blobs = lazyPort(
    async () =>
      (await import('../adapters/aws/s3-blob-store.ts')).s3BlobStore(env.blobBucket, env.blobPublicUrl),
    { presignPut: 1, presignGet: 1, size: 1, getText: 1, getBytes: 1, putText: 1 },
  );
  const kms = lazyPort(
    async () =>
      (await import('../adapters/aws/kms-secrets.ts')).kmsSecrets({
        linkedIn: kmsKeyId,
        channel: env.channelKmsKeyId,
      }),
    { encrypt: 1, decrypt: 1 },
  );
  const signing = lazyPort(
    async () => {
      if (!jwtSecretArn) throw new Error('JWT_SECRET_ARN is not set');
      return (await import('../adapters/aws/secrets-manager-signing-key.ts')).secretsManagerSigningKey(
        jwtSecretArn,
      );
    },
    { signingKey: 1 },
  );
  const mailProtocols = lazyPort(
    async () => (await import('../adapters/mail/smtp-imap.ts')).smtpImapProtocols({ allowSelfSigned: false }),
    { verifySmtp: 1, verifyImap: 1, send: 1, fetchInbox: 1 },
  );
  // Stripe's SDK and keys load on the first billing call; the keys come from Secrets Manager.
  const payments = lazyPort(
    async () => {
      const { stripePayments } = await import('../adapters/stripe-payments.ts');
      const { secretsManagerStripeKeys } = await import('../adapters/aws/secrets-manager-stripe-keys.ts');
      const arn = env.stripe.secretArn;
      return stripePayments({
        keys: () => {
          if (!arn) throw new Error('STRIPE_SECRET_ARN is not set: billing needs the Stripe keys');
          return secretsManagerStripeKeys(arn);
        },
        jsUrl: env.stripe.jsUrl,
      });
    },
    { stripe: 1, webhookSecret: 1, cardForm: 1 },
  );
  const webhooks = lazyPort(
    async () =>
      (await import('../adapters/http/webhook-http.ts')).webhookHttpTransport({
        allowPrivate: false,
        now: () => performance.now(),
      }),
    { post: 1 },
  );
  const dns = lazyPort(async () => (await import('../adapters/aws/node-dns-resolver.ts')).nodeDnsResolver(), {
    resolveTxt: 1,
    resolveCname: 1,
  });
  const { peopleDirectoryUrl } = env;
  const people = peopleDirectoryUrl
    ? lazyPort(
        async () =>
          (await import('../adapters/http/people-directory-http.ts')).httpPeopleDirectory(peopleDirectoryUrl),
        { search: 1, byIds: 1 },
      )
    : undefined;
  // X: the client id and secret load from Secrets Manager on the first X call.
  const xArn = env.x.secretArn;
  const x = xArn
    ? lazyPort(
        async () => {
          const { xApiHttp } = await import('../adapters/http/x-api-http.ts');
          const { secretsManagerXClient } = await import('../adapters/aws/secrets-manager-x-client.ts');
          return xApiHttp(async () => ({ ...env.x, ...(await secretsManagerXClient(xArn)) }));
        },
        {
          authorizationUrl: 1,
          exchangeCode: 1,
          refresh: 1,
          revoke: 1,
          me: 1,
          userByUsername: 1,
          follow: 1,
          sendDm: 1,
          dmEvents: 1,
          uploadMedia: 1,
          createPost: 1,
        },
      )
    : undefined;
  // The WebSocket API's Management API: only the functions that end sessions get its endpoint.
  const realtime = lazyPort(
    async () => {
      if (!env.realtimeEndpoint)
        throw new Error('REALTIME_ENDPOINT is not set: realtime pushes need the WebSocket API');
      return (await import('../adapters/aws/api-gateway-realtime.ts')).apiGatewayRealtime(
        env.realtimeEndpoint,
      );
    },
    { send: 1 },
  );
  // Meta: the app id and secret load from Secrets Manager on the first Facebook call.
  const metaArn = env.meta.secretArn;
  const meta = metaArn
    ? lazyPort(
        async () => {
          const { metaGraphHttp } = await import('../adapters/http/meta-graph-http.ts');
          const { secretsManagerMetaApp } = await import('../adapters/aws/secrets-manager-meta-app.ts');
          return metaGraphHttp(async () => ({ ...env.meta, ...(await secretsManagerMetaApp(metaArn)) }));
        },
        {
          loginUrl: 1,
          exchangeToken: 1,
          me: 1,
          pages: 1,
          revoke: 1,
          publishPagePost: 1,
          publishPageVideo: 1,
          publishInstagram: 1,
        },
      )
    : undefined;
  // The help chat: its app id and identity secret load from Secrets Manager on the first GET /intercom.
  const intercomArn = env.intercom.secretArn;
  const supportChat = intercomArn
    ? lazyPort(
        async () =>
          (await import('../adapters/aws/secrets-manager-support-chat.ts')).secretsManagerSupportChat(
            intercomArn,
          ),
        { app: 1 },
      )
    : undefined;
  return {
    env,
    db: tableOnlyDb(env.tableName),
    clock: systemClock,
    mailer,
    queue,
    scheduler,
    blobs,
    secrets: { ...kms, ...signing },
    mailProtocols,
    payments,
    dns,
    webhooks,
    realtime,
    people,
    x,
    meta,
    supportChat,
  };
}
