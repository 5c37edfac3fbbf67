import { Arn, ArnFormat, Aws, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledgeWildcards } from '../nag.ts';

/** What backend code (API handlers, jobs) reaches at run time; passed between stacks as props. */
export interface AppResources {
  table: dynamodb.ITable;
  /** The table's and the JWT secret's key, used only through those services. */
  key: kms.IKey;
  /** The Secrets port's key (LinkedIn credentials, sessions, codes): only the bot may decrypt. */
  secretsKey: kms.IKey;
  /** The Secrets port's key for channel secrets (mailboxes, webhooks): API and jobs decrypt, by purpose. */
  channelKey: kms.IKey;
  /** Plain name (pseudo parameters only), see DataStack.uploadsBucketName. */
  uploadsBucketName: string;
  jwtSecret: secretsmanager.ISecret;
  /** Stripe's keys: read only by the billing area (stripeAccess). */
  stripeSecret: secretsmanager.ISecret;
  /** The X app's OAuth client: read only by the X area and the jobs that post and message (xAccess). */
  xSecret: secretsmanager.ISecret;
  /** The help chat's Intercom app: read only by the intercom area (intercomAccess). */
  intercomSecret: secretsmanager.ISecret;
  /** The Meta app's id and secret (Facebook and Instagram), read by the facebook area and the jobs. */
  metaSecret: secretsmanager.ISecret;
  /** The bot's proxy pool (country → proxy URLs): read only by the bot's task role. */
  proxyPoolSecret: secretsmanager.ISecret;
  stepsQueue: sqs.IQueue;
  postsQueue: sqs.IQueue;
  /** Plain name, not the group's token, so grants need no cross-stack import. */
  scheduleGroupName: string;
  schedulerRole: iam.IRole;
  /** Where EventBridge Scheduler puts a schedule it could not deliver. */
  schedulesDlq: sqs.IQueue;
  mailIdentity: ses.IEmailIdentity;
  mailFrom: string;
  appUrl: string;
}

/** The single table's GSIs, granted by name rather than `index/*`. */
export const TABLE_INDEXES = ['gsi1', 'gsi2', 'gsi3'];

/** The environment every backend function reads. */
export function appEnvironment(r: AppResources, serviceName: string): Record<string, string> {
  return {
    TABLE_NAME: r.table.tableName,
    // The Secrets port's key; the table's key is used by DynamoDB itself.
    KMS_KEY_ID: r.secretsKey.keyArn,
    CHANNEL_KMS_KEY_ID: r.channelKey.keyArn,
    STEPS_QUEUE_URL: r.stepsQueue.queueUrl,
    POSTS_QUEUE_URL: r.postsQueue.queueUrl,
    // One-time schedules target the queues by ARN (EventBridge Scheduler's SQS target).
    STEPS_QUEUE_ARN: r.stepsQueue.queueArn,
    POSTS_QUEUE_ARN: r.postsQueue.queueArn,
    SCHEDULER_GROUP: r.scheduleGroupName,
    SCHEDULER_ROLE_ARN: r.schedulerRole.roleArn,
    SCHEDULER_DLQ_ARN: r.schedulesDlq.queueArn,
    BLOB_BUCKET: r.uploadsBucketName,
    // Public blobs (a signature's image, which mail clients load) are served by the app's CloudFront
    // distribution under /blobs/* (WebStack's uploads behaviour).
    BLOB_PUBLIC_URL: r.appUrl.replace(/\/$/, ''),
    MAIL_FROM: r.mailFrom,
    APP_URL: r.appUrl,
    JWT_SECRET_ARN: r.jwtSecret.secretArn,
    POWERTOOLS_SERVICE_NAME: serviceName,
  };
}

/**
 * What the billing area adds to the common access: the Stripe secret's ARN in its environment and the
 * right to read it. No other function calls Stripe, so no other role can read its keys.
 */
export function stripeAccess(r: Pick<AppResources, 'stripeSecret'>): {
  environment: Record<string, string>;
  statement: iam.PolicyStatement;
} {
  return {
    environment: { STRIPE_SECRET_ARN: r.stripeSecret.secretArn },
    statement: new iam.PolicyStatement({
      sid: 'StripeSecret',
      actions: ['secretsmanager:GetSecretValue'],
      resources: [r.stripeSecret.secretArn],
    }),
  };
}

/** The SPA page X sends the user back to (the X app's callback URL): it shows the PIN to type. */
export const X_CODE_PAGE = '/twitter/code';

/**
 * What X's callers add (the twitter API area, and the step and post jobs): the X client secret's ARN
 * and the right to read it, and the callback URL (X's OAuth 2.0 has no out-of-band `oob`: the code
 * comes back to our code page, which turns it into the PIN).
 */
export function xAccess(r: Pick<AppResources, 'xSecret' | 'appUrl'>): {
  environment: Record<string, string>;
  statement: iam.PolicyStatement;
} {
  return {
    environment: {
      X_SECRET_ARN: r.xSecret.secretArn,
      X_REDIRECT_URI: `${r.appUrl.replace(/\/$/, '')}${X_CODE_PAGE}`,
    },
    statement: new iam.PolicyStatement({
      sid: 'XSecret',
      actions: ['secretsmanager:GetSecretValue'],
      resources: [r.xSecret.secretArn],
    }),
  };
}

/**
 * What Meta's callers add (the facebook API area, and the post job): the Meta app secret's ARN and
 * the right to read it.
 */
export function metaAccess(r: Pick<AppResources, 'metaSecret'>): {
  environment: Record<string, string>;
  statement: iam.PolicyStatement;
} {
  return {
    environment: { META_SECRET_ARN: r.metaSecret.secretArn },
    statement: new iam.PolicyStatement({
      sid: 'MetaSecret',
      actions: ['secretsmanager:GetSecretValue'],
      resources: [r.metaSecret.secretArn],
    }),
  };
}

/** What the help chat's area (GET /intercom) adds: the Intercom secret's ARN and the right to read it. */
export function intercomAccess(r: Pick<AppResources, 'intercomSecret'>): {
  environment: Record<string, string>;
  statement: iam.PolicyStatement;
} {
  return {
    environment: { INTERCOM_SECRET_ARN: r.intercomSecret.secretArn },
    statement: new iam.PolicyStatement({
      sid: 'IntercomSecret',
      actions: ['secretsmanager:GetSecretValue'],
      resources: [r.intercomSecret.secretArn],
    }),
  };
}

/** `kms:ViaService` values: the data key is usable only through DynamoDB and Secrets Manager. */
const viaServices = (...services: string[]) => services.map((s) => `${s}.${Aws.REGION}.${Aws.URL_SUFFIX}`);

/**
 * The encryption-context purposes the bot may decrypt (and encrypt): LinkedIn credentials, the saved
 * browser session, a pending verification code. API and job functions may only encrypt under this key,
 * with any purpose (kms-secrets.ts refuses a context without one); what they must read back (mailbox
 * logins, webhook secrets) lives under the channel key instead.
 */
export const BOT_SECRET_PURPOSES = 'linkedin-*';

/** Name of the bot's task role, fixed so the Secrets key's policy can name it without a cross-stack cycle. */
export const botTaskRoleName = (appName: string) => `${appName}-bot-task`;

/** Encrypt-only use of the Secrets key: data keys for a context that names its purpose. */
export function secretsEncryptStatement(r: Pick<AppResources, 'secretsKey'>): iam.PolicyStatement {
  return new iam.PolicyStatement({
    sid: 'SecretsEncrypt',
    actions: ['kms:GenerateDataKey'],
    resources: [r.secretsKey.keyArn],
    conditions: { Null: { 'kms:EncryptionContext:purpose': 'false' } },
  });
}

/** Purposes of the channel key's secrets that backend functions read back (kms-secrets.ts keyFor). */
export const CHANNEL_SECRET_PURPOSES = ['mailbox-*', 'webhook-*', 'x-*', 'whitelabel-*', 'meta-*'];

/** API and jobs: encrypt and decrypt channel secrets (mail server logins, webhook signing), by purpose. */
export function channelSecretsStatement(r: Pick<AppResources, 'channelKey'>): iam.PolicyStatement {
  return new iam.PolicyStatement({
    sid: 'ChannelSecrets',
    actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
    resources: [r.channelKey.keyArn],
    conditions: { StringLike: { 'kms:EncryptionContext:purpose': CHANNEL_SECRET_PURPOSES } },
  });
}

/** The bot's use of the Secrets key: encrypt and decrypt, only for LinkedIn purposes. */
export function secretsBotStatement(r: Pick<AppResources, 'secretsKey'>): iam.PolicyStatement {
  return new iam.PolicyStatement({
    sid: 'SecretsBot',
    actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
    resources: [r.secretsKey.keyArn],
    conditions: { StringLike: { 'kms:EncryptionContext:purpose': BOT_SECRET_PURPOSES } },
  });
}

/**
 * Table read/write (table and its named indexes) and the data key through DynamoDB and Secrets Manager
 * only (a principal cannot call KMS with it directly), without wildcards.
 */
export function dataStatements(r: Pick<AppResources, 'table' | 'key'>): iam.PolicyStatement[] {
  return [
    new iam.PolicyStatement({
      sid: 'Table',
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
      ],
      resources: [r.table.tableArn, ...TABLE_INDEXES.map((i) => `${r.table.tableArn}/index/${i}`)],
    }),
    new iam.PolicyStatement({
      sid: 'DataKey',
      actions: ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey', 'kms:DescribeKey'],
      resources: [r.key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': viaServices('dynamodb', 'secretsmanager') } },
    }),
  ];
}

/** The ARN pattern of our group's schedules (the one wildcard Scheduler permissions need). */
export function schedulesArn(scope: Construct, groupName: string): string {
  return Arn.format(
    {
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${groupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    },
    Stack.of(scope),
  );
}

/** Create and delete one-time schedules in our group, passing the Scheduler role to the service. */
export function scheduleStatements(
  scope: Construct,
  r: Pick<AppResources, 'scheduleGroupName' | 'schedulerRole'>,
): iam.PolicyStatement[] {
  return [
    new iam.PolicyStatement({
      sid: 'Schedules',
      actions: [
        'scheduler:CreateSchedule',
        'scheduler:GetSchedule',
        'scheduler:UpdateSchedule',
        'scheduler:DeleteSchedule',
      ],
      resources: [schedulesArn(scope, r.scheduleGroupName)],
    }),
    new iam.PolicyStatement({
      sid: 'PassSchedulerRole',
      actions: ['iam:PassRole'],
      resources: [r.schedulerRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  ];
}

/**
 * One policy for backend code: table read/write (table and named indexes), data-key encrypt/decrypt,
 * send to the job queues, one-time schedules in our group (and pass the Scheduler role), presigned
 * PUT/GET on uploads, SES send from our identity, read the JWT secret, write to log groups under
 * `logGroupPrefix`. Explicit actions instead of CDK's grant helpers keeps wildcards to the three
 * resources that have no other form: objects of a bucket, schedules of a group, log groups of an area.
 */
export function grantAppAccess(role: iam.Role, r: AppResources, logGroupPrefix: string): void {
  const stack = Stack.of(role);
  const arn = (service: string, resource: string, resourceName: string, colon = false) =>
    Arn.format(
      {
        service,
        resource,
        resourceName,
        arnFormat: colon ? ArnFormat.COLON_RESOURCE_NAME : ArnFormat.SLASH_RESOURCE_NAME,
      },
      stack,
    );
  const uploadObjects = `arn:${Aws.PARTITION}:s3:::${r.uploadsBucketName}/*`;
  const schedules = schedulesArn(role, r.scheduleGroupName);
  const logGroups = arn('logs', 'log-group', `${logGroupPrefix}/*`, true);
  const statements = [
    ...dataStatements(r),
    secretsEncryptStatement(r),
    channelSecretsStatement(r),
    new iam.PolicyStatement({
      sid: 'Queues',
      actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      resources: [r.stepsQueue.queueArn, r.postsQueue.queueArn],
    }),
    ...scheduleStatements(role, r),
    new iam.PolicyStatement({
      sid: 'Uploads',
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resources: [uploadObjects],
    }),
    new iam.PolicyStatement({
      sid: 'Mail',
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [r.mailIdentity.emailIdentityArn],
    }),
    new iam.PolicyStatement({
      sid: 'JwtSecret',
      actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
      resources: [r.jwtSecret.secretArn],
    }),
    new iam.PolicyStatement({
      sid: 'Logs',
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroups],
    }),
  ];
  for (const s of statements) role.addToPrincipalPolicy(s);
  acknowledgeWildcards(
    role,
    [uploadObjects, schedules, logGroups],
    'Scoped to our own resources where IAM has no narrower form: objects of the uploads bucket, schedules of our group, and this area’s log groups (one statement rather than one per function keeps the policy under IAM’s size limit).',
  );
}
