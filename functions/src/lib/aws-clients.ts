import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Clients are created once per process and reused across invocations.
// Endpoints come from the SDK's own AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_<SERVICE> variables,
// which is how the local runtime and LocalStack point the same code elsewhere.
let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let sqs: SQSClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return dynamo;
}

export function s3Client(): S3Client {
  const custom = Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL);
  // WHEN_REQUIRED: otherwise presigned PUT URLs carry the CRC32 of an empty body and S3 refuses the upload.
  s3 ??= new S3Client({ forcePathStyle: custom, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}
