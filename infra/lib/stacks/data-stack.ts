import { tableIndexes } from '@outreach/functions/data/table';
import { PUBLIC_BLOB_PREFIX } from '@outreach/shared/schemas/uploads';
import { Aws, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { botTaskRoleName } from '../constructs/app-access.ts';
import { acknowledge } from '../nag.ts';

export interface DataStackProps extends StackProps {
  appName: string;
  /** Origins allowed to PUT/GET presigned URLs on the uploads bucket (the SPA's origin). */
  webOrigins: string[];
}

/** Where the SPA's presigned uploads land; objects under it expire (see the bucket's lifecycle rule). */
export const UPLOADS_PREFIX = 'uploads/';

/**
 * Long-lived state: the single table and its KMS key, the key of the Secrets port, the uploads bucket,
 * the access-log bucket, the JWT secret.
 */
export class DataStack extends Stack {
  readonly key: kms.Key;
  /**
   * Wraps the Secrets port's data keys (LinkedIn passwords, sessions, verification codes) and nothing
   * else, so its key policy and grants can be narrower than the table key's: only the bot may decrypt.
   */
  readonly secretsKey: kms.Key;
  /**
   * Wraps the other secrets of the Secrets port: mailbox credentials and webhook signing secrets, which
   * the API and the jobs must read back to sign in to a mail server or sign a webhook.
   */
  readonly channelKey: kms.Key;
  readonly table: dynamodb.Table;
  readonly uploads: s3.Bucket;
  /**
   * Fixed, account- and region-scoped name: other stacks build the bucket's ARN from it with pseudo
   * parameters instead of importing a reference, so their IAM findings are stable, exact strings.
   */
  readonly uploadsBucketName: string;
  readonly logs: s3.Bucket;
  readonly jwtSecret: secretsmanager.Secret;
  /**
   * Stripe's keys for billing: JSON `{ "secretKey", "publishableKey", "webhookSecret" }`. Created empty;
   * the operator writes the account's keys with `put-secret-value` (README, "Billing on Stripe").
   */
  readonly stripeSecret: secretsmanager.Secret;
  /**
   * The X app's OAuth 2.0 client: JSON `{ "clientId", "clientSecret" }`. Created empty; the operator
   * writes it with `put-secret-value` (README, "X (Twitter)").
   */
  readonly xSecret: secretsmanager.Secret;
  readonly metaSecret: secretsmanager.Secret;
  readonly intercomSecret: secretsmanager.Secret;
  /**
   * The bot's egress pool (issue #9): JSON of ISO country code → proxy URLs, `*` for a provider gateway
   * with `{country}` in its URL. Created as `{}` (no pool: the bot connects directly); the operator
   * writes the pool with `put-secret-value` (README, AWS deploy).
   */
  readonly proxyPoolSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // The table's and the JWT secret's key; principals use it only through DynamoDB and Secrets Manager.
    this.key = new kms.Key(this, 'DataKey', {
      description: 'Outreach data key: DynamoDB table, JWT secret',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.channelKey = new kms.Key(this, 'ChannelKey', {
      description: 'Outreach Secrets port: mailbox credentials and webhook signing secrets',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: 'Outreach Secrets port: envelope encryption of LinkedIn credentials, sessions and codes',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // IAM policies give the bot kms:Decrypt for LinkedIn purposes only (app-access.ts); this makes the key
    // itself refuse decryption to every other principal, administrators included.
    const botRoleArn = `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:role/${botTaskRoleName(props.appName)}`;
    this.secretsKey.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DecryptOnlyByTheBot',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['kms:Decrypt', 'kms:ReEncryptFrom'],
        resources: ['*'],
        conditions: { ArnNotEquals: { 'aws:PrincipalArn': botRoleArn } },
      }),
    );

    const gsi = (n: number): dynamodb.GlobalSecondaryIndexProps => ({
      indexName: `gsi${n}`,
      partitionKey: { name: `gsi${n}pk`, type: dynamodb.AttributeType.STRING },
      sortKey: { name: `gsi${n}sk`, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    // Table (not TableV2): TableV2 with a customer-managed key cannot synthesise region-agnostic, i.e. offline.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: 'ttl',
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The same generic indexes the local table has (functions/src/data/table.ts). CloudFormation adds
    // one new GSI per update: add further ones in separate deploys.
    for (const g of tableIndexes) this.table.addGlobalSecondaryIndex(gsi(Number(g.slice(3))));

    // Receives S3 server access logs and CloudFront standard logs (which still need ACLs).
    this.logs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.logs, {
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.uploadsBucketName = `${props.appName}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploads = new s3.Bucket(this, 'Uploads', {
      bucketName: this.uploadsBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/uploads/',
      // The browser PUTs and GETs presigned URLs straight to S3.
      cors: [
        {
          allowedOrigins: props.webOrigins,
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        // Uploaded files (CSV imports) are read once, right after the PUT; nothing keeps them longer.
        { id: 'ExpireUploads', prefix: UPLOADS_PREFIX, expiration: Duration.days(1) },
        { id: 'AbortIncompleteMultipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront (origin access control) reads the public prefix only, for the web stack's `/blobs/*`
    // behaviour; every other key stays reachable through presigned URLs alone. The distribution lives
    // in the web stack, which depends on this one, so the condition names the account's distributions.
    this.uploads.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsPublicBlobs',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploads.arnForObjects(`${PUBLIC_BLOB_PREFIX}*`)],
        conditions: {
          StringLike: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*`,
          },
        },
      }),
    );

    this.jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HMAC key that signs Outreach session tokens',
      encryptionKey: this.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Rotation is by hand (README, "Rotating the token-signing key"): `put-secret-value` with a new
    // random value. Functions re-read the secret every 5 minutes (kms-secrets.ts); an access token that
    // meets a function holding the other key fails with 401 and the SPA renews it from the refresh cookie
    // (a random value stored hashed in the table, not signed by this key). There is no grace period in
    // which both keys verify: a user whose renewed token also meets a stale function within those
    // 5 minutes is signed out, so rotate in a quiet hour.
    acknowledge(this.jwtSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand with put-secret-value (see README): access tokens live 15 minutes and are renewed from the refresh cookie, which this key does not sign, so a rotation costs most users one silent refresh; a few active in the 5-minute changeover may have to sign in again.',
    });

    // Empty placeholders, not secrets: until the operator puts the account's keys, billing calls fail with
    // "The Stripe secret needs secretKey, publishableKey and webhookSecret" and nothing else is affected.
    this.stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      description: 'Stripe keys of the Outreach account (secretKey, publishableKey, webhookSecret)',
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText(
        JSON.stringify({ secretKey: '', publishableKey: '', webhookSecret: '' }),
      ),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.stripeSecret.secretArn,
      description: 'Where to put the Stripe keys (README, "Billing on Stripe")',
    });
    this.proxyPoolSecret = new secretsmanager.Secret(this, 'ProxyPoolSecret', {
      description: 'Proxy URLs of the cloud bot by country ({"DE":["http://user:pass@host:port"],…})',
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText('{}'),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'ProxyPoolSecretArn', {
      value: this.proxyPoolSecret.secretArn,
      description: 'Where to put the bot’s proxy pool (README, AWS deploy)',
    });
    acknowledge(this.proxyPoolSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Proxy credentials are issued by the proxy provider, not rotatable by a Lambda: the operator writes a new pool with put-secret-value; the bot re-reads it within 10 minutes.',
    });
    acknowledge(this.stripeSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe API keys are rolled in the Stripe dashboard, not by a Lambda: the operator rolls the key there and writes the new value with put-secret-value (README, "Billing on Stripe"); functions re-read it on their next cold start.',
    });

    // Empty placeholders: until the operator puts the X app's client, X calls fail with
    // "The X secret needs clientId and clientSecret" and nothing else is affected.
    this.xSecret = new secretsmanager.Secret(this, 'XSecret', {
      description: 'OAuth 2.0 client of the Outreach X app (clientId, clientSecret)',
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ clientId: '', clientSecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'XSecretArn', {
      value: this.xSecret.secretArn,
      description: 'Where to put the X app client (README, "X (Twitter)")',
    });
    acknowledge(this.xSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'The X client secret is regenerated in the X developer portal, not by a Lambda: the operator writes the new value with put-secret-value; functions re-read it on their next cold start.',
    });

    // Empty placeholders: until the operator puts the Meta app's id and secret, Facebook calls fail
    // with "The Meta secret needs appId and appSecret" and nothing else is affected.
    this.metaSecret = new secretsmanager.Secret(this, 'MetaSecret', {
      description: 'The Outreach Meta app for Facebook Login and the Graph API (appId, appSecret)',
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ appId: '', appSecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'MetaSecretArn', {
      value: this.metaSecret.secretArn,
      description: 'Where to put the Meta app (README, "Facebook and Instagram")',
    });
    acknowledge(this.metaSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'The Meta app secret is reset in the Meta developer dashboard, not by a Lambda: the operator writes the new value with put-secret-value; functions re-read it on their next cold start.',
    });

    // Empty placeholders: until the operator puts the Intercom app, GET /intercom says the help chat
    // is off ('not-configured') and the button says so; nothing else is affected.
    this.intercomSecret = new secretsmanager.Secret(this, 'IntercomSecret', {
      description: "The help chat's Intercom app (appId, identitySecret for identity verification)",
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ appId: '', identitySecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'IntercomSecretArn', {
      value: this.intercomSecret.secretArn,
      description: 'Where to put the Intercom app (README, "Help chat")',
    });
    acknowledge(this.intercomSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        "Intercom's identity-verification secret is regenerated in Intercom's settings, not by a Lambda: the operator writes the new value with put-secret-value; functions re-read it on their next cold start.",
    });
  }
}
