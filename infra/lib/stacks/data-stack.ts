import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

export interface DataStackProps extends StackProps {
  appName: string;
  /** Origins allowed to PUT/GET presigned URLs on the uploads bucket (the SPA's origin). */
  webOrigins: string[];
}

/** Long-lived state: the single table, its KMS key, the uploads bucket, the access-log bucket, the JWT secret. */
export class DataStack extends Stack {
  readonly key: kms.Key;
  readonly table: dynamodb.Table;
  readonly uploads: s3.Bucket;
  /**
   * Fixed, account- and region-scoped name: other stacks build the bucket's ARN from it with pseudo
   * parameters instead of importing a reference, so their IAM findings are stable, exact strings.
   */
  readonly uploadsBucketName: string;
  readonly logs: s3.Bucket;
  readonly jwtSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // One customer-managed key for the table and for the Secrets port's envelope encryption.
    this.key = new kms.Key(this, 'DataKey', {
      description: 'Outreach data key: DynamoDB table, secrets envelope encryption',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

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
    for (const n of [1, 2, 3]) this.table.addGlobalSecondaryIndex(gsi(n));

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
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HMAC key that signs Outreach session tokens',
      encryptionKey: this.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.jwtSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the token-signing key would sign every user out; it is rotated by hand with a grace period in which both keys verify.',
    });
  }
}
