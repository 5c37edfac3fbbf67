import { describe, expect, it } from 'vitest';
import { keyFor, kmsSecrets } from './kms-secrets.ts';

// The key policy lets the bot decrypt only for named LinkedIn purposes, so a context without a purpose
// is refused before any call to KMS (no network is reached in this test).
describe('kmsSecrets', () => {
  const secrets = kmsSecrets({ linkedIn: 'arn:aws:kms:us-east-1:123456789012:key/test' });

  it('refuses to encrypt or decrypt without a purpose in the encryption context', async () => {
    await expect(secrets.encrypt('secret', { teamId: 't1', userId: 'u1' })).rejects.toThrow(/purpose/);
    await expect(secrets.decrypt('kms1.AAAA.BBBB', { teamId: 't1', userId: 'u1' })).rejects.toThrow(
      /purpose/,
    );
  });

  it('keeps LinkedIn secrets under the bot-only key and every other purpose under the channel key', () => {
    const keys = { linkedIn: 'linkedin-key', channel: 'channel-key' };
    expect(keyFor(keys, 'linkedin-credentials')).toBe('linkedin-key');
    expect(keyFor(keys, 'webhook-secret')).toBe('channel-key');
    expect(keyFor(keys, 'mailbox-credentials')).toBe('channel-key');
    expect(() => keyFor({ linkedIn: 'linkedin-key' }, 'webhook-secret')).toThrow(/CHANNEL_KMS_KEY_ID/);
  });

  it('refuses a blob that is not a KMS envelope', async () => {
    await expect(secrets.decrypt('local1.x.y', { purpose: 'linkedin-session' })).rejects.toThrow(
      /Unknown secret format/,
    );
  });
});
