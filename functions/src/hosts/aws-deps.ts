import { httpPeopleDirectory } from '../adapters/http/people-directory-http.ts';
import { tableOnlyDb } from '../data/db.ts';
import type { Env } from '../lib/env.ts';
import { systemClock } from '../ports/clock.ts';
import type { Deps } from '../ports/deps.ts';
import { lazy } from './lazy.ts';

/**
 * The ports on AWS: DynamoDB, SES, SQS, EventBridge Scheduler, S3, KMS and Secrets Manager. Only the
 * table is built up front (nearly every call reads it); every other adapter is a separate chunk whose
 * module, SDK package and client load on the port's first call, so a function loads only the clients
 * it uses. Missing KMS configuration is an error at start-up: secrets never fall back to a file key.
 */
export function awsDeps(env: Env): Deps {
  const { kmsKeyId, jwtSecretArn } = env;
  if (!kmsKeyId) throw new Error('KMS_KEY_ID is not set: secrets at rest need the KMS key on AWS');
  const mailer = lazy(async () => (await import('../adapters/aws/ses-mailer.ts')).sesMailer(env.mailFrom));
  const queue = lazy(async () =>
    (await import('../adapters/aws/sqs-queue.ts')).sqsQueue({
      steps: env.stepsQueueUrl,
      posts: env.postsQueueUrl,
    }),
  );
  const scheduler = lazy(async () =>
    (await import('../adapters/aws/eventbridge-scheduler.ts')).eventBridgeScheduler({
      group: env.schedulerGroup ?? 'outreach',
      roleArn: env.schedulerRoleArn ?? '',
      queueArns: { steps: env.stepsQueueArn, posts: env.postsQueueArn },
      deadLetterArn: env.schedulerDlqArn,
    }),
  );
  const blobs = lazy(async () =>
    (await import('../adapters/aws/s3-blob-store.ts')).s3BlobStore(env.blobBucket, env.blobPublicUrl),
  );
  const kms = lazy(async () =>
    (await import('../adapters/aws/kms-secrets.ts')).kmsSecrets({
      linkedIn: kmsKeyId,
      channel: env.channelKmsKeyId,
    }),
  );
  const signing = lazy(async () => {
    if (!jwtSecretArn) throw new Error('JWT_SECRET_ARN is not set');
    return (await import('../adapters/aws/secrets-manager-signing-key.ts')).secretsManagerSigningKey(
      jwtSecretArn,
    );
  });
  const mailProtocols = lazy(async () =>
    (await import('../adapters/mail/smtp-imap.ts')).smtpImapProtocols({ allowSelfSigned: false }),
  );
  // Stripe's SDK and keys load on the first billing call; the keys come from Secrets Manager.
  const payments = lazy(async () => {
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
  });
  const webhooks = lazy(async () =>
    (await import('../adapters/http/webhook-http.ts')).webhookHttpTransport({
      allowPrivate: false,
      now: () => performance.now(),
    }),
  );
  // X: the client id and secret load from Secrets Manager on the first X call.
  const x = lazy(async () => {
    const { xApiHttp } = await import('../adapters/http/x-api-http.ts');
    const { secretsManagerXClient } = await import('../adapters/aws/secrets-manager-x-client.ts');
    const arn = env.x.secretArn;
    return xApiHttp(async () => {
      if (!arn) throw new Error('X_SECRET_ARN is not set: X needs its OAuth client');
      return { ...env.x, ...(await secretsManagerXClient(arn)) };
    });
  });
  // The WebSocket API's Management API: only the functions that end sessions get its endpoint.
  const realtime = lazy(async () => {
    if (!env.realtimeEndpoint)
      throw new Error('REALTIME_ENDPOINT is not set: realtime pushes need the WebSocket API');
    return (await import('../adapters/aws/api-gateway-realtime.ts')).apiGatewayRealtime(env.realtimeEndpoint);
  });
  const dns = lazy(async () => (await import('../adapters/aws/node-dns-resolver.ts')).nodeDnsResolver());
  // Meta: the app id and secret load from Secrets Manager on the first Facebook call.
  const meta = lazy(async () => {
    const { metaGraphHttp } = await import('../adapters/http/meta-graph-http.ts');
    const { secretsManagerMetaApp } = await import('../adapters/aws/secrets-manager-meta-app.ts');
    const arn = env.meta.secretArn;
    return metaGraphHttp(async () => {
      if (!arn) throw new Error('META_SECRET_ARN is not set: Facebook needs its app secret');
      return { ...env.meta, ...(await secretsManagerMetaApp(arn)) };
    });
  });
  return {
    env,
    db: tableOnlyDb(env.tableName),
    clock: systemClock,
    mailer: { send: async (m) => (await mailer()).send(m) },
    queue: { send: async (name, m) => (await queue()).send(name, m) },
    scheduler: {
      schedule: async (r) => (await scheduler()).schedule(r),
      cancel: async (name) => (await scheduler()).cancel(name),
    },
    blobs: {
      presignPut: async (key, contentType, expiresIn, contentLength) =>
        (await blobs()).presignPut(key, contentType, expiresIn, contentLength),
      presignGet: async (key, expiresIn) => (await blobs()).presignGet(key, expiresIn),
      size: async (key) => (await blobs()).size(key),
      getText: async (key, maxBytes) => (await blobs()).getText(key, maxBytes),
      getBytes: async (key, maxBytes) => (await blobs()).getBytes(key, maxBytes),
      putText: async (key, body, contentType) => (await blobs()).putText(key, body, contentType),
    },
    secrets: {
      encrypt: async (plaintext, context) => (await kms()).encrypt(plaintext, context),
      decrypt: async (ciphertext, context) => (await kms()).decrypt(ciphertext, context),
      signingKey: async () => (await signing()).signingKey(),
    },
    mailProtocols: {
      verifySmtp: async (l) => (await mailProtocols()).verifySmtp(l),
      verifyImap: async (l) => (await mailProtocols()).verifyImap(l),
      send: async (l, m) => (await mailProtocols()).send(l, m),
      fetchInbox: async (l, after, limit) => (await mailProtocols()).fetchInbox(l, after, limit),
    },
    payments: {
      stripe: async () => (await payments()).stripe(),
      webhookSecret: async () => (await payments()).webhookSecret(),
      cardForm: async () => (await payments()).cardForm(),
    },
    dns: {
      resolveTxt: async (name) => (await dns()).resolveTxt(name),
      resolveCname: async (name) => (await dns()).resolveCname(name),
    },
    webhooks: { post: async (call) => (await webhooks()).post(call) },
    realtime: { send: async (id, m) => (await realtime()).send(id, m) },
    people: env.peopleDirectoryUrl ? httpPeopleDirectory(env.peopleDirectoryUrl) : undefined,
    x: env.x.secretArn
      ? {
          authorizationUrl: async (i) => (await x()).authorizationUrl(i),
          exchangeCode: async (i) => (await x()).exchangeCode(i),
          refresh: async (t) => (await x()).refresh(t),
          revoke: async (t) => (await x()).revoke(t),
          me: async (t) => (await x()).me(t),
          userByUsername: async (t, u) => (await x()).userByUsername(t, u),
          follow: async (t, s, g) => (await x()).follow(t, s, g),
          sendDm: async (t, p, m) => (await x()).sendDm(t, p, m),
          dmEvents: async (t, i) => (await x()).dmEvents(t, i),
          uploadMedia: async (t, m) => (await x()).uploadMedia(t, m),
          createPost: async (t, i) => (await x()).createPost(t, i),
        }
      : undefined,
    meta: env.meta.secretArn
      ? {
          loginUrl: async (i) => (await meta()).loginUrl(i),
          exchangeToken: async (t) => (await meta()).exchangeToken(t),
          me: async (t) => (await meta()).me(t),
          pages: async (t) => (await meta()).pages(t),
          revoke: async (t) => (await meta()).revoke(t),
          publishPagePost: async (t, p, i) => (await meta()).publishPagePost(t, p, i),
          publishPageVideo: async (t, p, i) => (await meta()).publishPageVideo(t, p, i),
          publishInstagram: async (t, g, i) => (await meta()).publishInstagram(t, g, i),
        }
      : undefined,
  };
}
