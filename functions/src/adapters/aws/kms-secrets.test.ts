import { describe, expect, it } from 'vitest';
import { kmsSecrets } from './kms-secrets.ts';

// The key policy lets the bot decrypt only for named LinkedIn purposes, so a context without a purpose
// is refused before any call to KMS (no network is reached in this test).
describe('kmsSecrets', () => {
  const secrets = kmsSecrets('arn:aws:kms:us-east-1:123456789012:key/test');

  it('refuses to encrypt or decrypt without a purpose in the encryption context', async () => {
    await expect(secrets.encrypt('secret', { teamId: 't1', userId: 'u1' })).rejects.toThrow(/purpose/);
    await expect(secrets.decrypt('kms1.AAAA.BBBB', { teamId: 't1', userId: 'u1' })).rejects.toThrow(
      /purpose/,
    );
  });

  it('refuses a blob that is not a KMS envelope', async () => {
    await expect(secrets.decrypt('local1.x.y', { purpose: 'linkedin-session' })).rejects.toThrow(
      /Unknown secret format/,
    );
  });
});
