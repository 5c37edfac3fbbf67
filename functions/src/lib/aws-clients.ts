// The SDK clients the AWS adapters create once per process, for the local runtime and tests that talk
// to the same stand-ins. Lambda code never imports this module: each adapter imports its own client,
// so a function loads only the SDK packages it uses.
export { s3Client } from '../adapters/aws/s3-blob-store.ts';
export { sesClient } from '../adapters/aws/ses-mailer.ts';
export { sqsClient } from '../adapters/aws/sqs-queue.ts';
export { dynamoClient } from '../data/client.ts';
