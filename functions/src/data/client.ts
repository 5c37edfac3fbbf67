import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Created once per process and reused across invocations. Endpoints come from the SDK's own
// AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_DYNAMODB, which is how the local runtime points it elsewhere.
let dynamo: DynamoDBDocumentClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return dynamo;
}
