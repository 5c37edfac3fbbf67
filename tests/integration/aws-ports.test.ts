import { awsDeps } from '@outreach/functions/hosts/aws-deps';
import { readEnv } from '@outreach/functions/lib/env';
import { describe, expect, inject, it } from 'vitest';
import { mailsTo, uniqueEmail } from '../support/api.ts';

// The Lambda host's ports load their adapter on first use; here they talk to the runtime's stand-ins
// (SES, S3) exactly as in AWS, minus KMS and Secrets Manager, which have none.
describe('AWS ports built on first use', () => {
  const deps = () => {
    // The SDK clients find the stand-ins through AWS_ENDPOINT_URL_* in the environment.
    Object.assign(process.env, inject('runtimeEnv'));
    return awsDeps({ ...readEnv(), kmsKeyId: 'arn:aws:kms:us-east-1:111122223333:key/none' });
  };

  it('sends mail through SES', async () => {
    // Prepare
    const to = uniqueEmail('ports');
    // Act
    await deps().mailer.send({ to, subject: 'Lazy port', text: 'Sent by the SES adapter on first use' });
    // Assess
    const mails = await mailsTo(to);
    expect(mails.map((m) => m.subject)).toEqual(['Lazy port']);
  });

  it('stores and reads a blob through S3, and presigns a GET that serves it', async () => {
    const blobs = deps().blobs;
    const key = `tests/${uniqueEmail('blob')}.txt`;
    await blobs.putText(key, 'hello from a lazy port');
    expect(await blobs.getText(key)).toBe('hello from a lazy port');
    const url = await blobs.presignGet(key);
    expect(await (await fetch(url)).text()).toBe('hello from a lazy port');
  });

  it('refuses to build without a KMS key', () => {
    expect(() => awsDeps({ ...readEnv(inject('runtimeEnv')), kmsKeyId: undefined })).toThrow(/KMS_KEY_ID/);
  });
});
