import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { Secrets } from '../../ports/secrets.ts';
import { aesGcmDecrypt, aesGcmEncrypt } from '../crypto.ts';

// The key policy grants kms:Decrypt only to the bot and only for `kms:EncryptionContext:purpose`
// values it serves (infra/lib/constructs/app-access.ts), so a context without a purpose cannot be
// decrypted in AWS: refuse it here, where the mistake is made, rather than at the bot.
function kmsContext(context: Record<string, string>): Record<string, string> {
  if (!context.purpose) throw new Error('A secret’s encryption context must name its purpose');
  return context;
}

/**
 * KMS envelope encryption: a fresh data key per secret, the data key stored encrypted beside the
 * ciphertext, the encryption context (tenant, user, purpose) bound to both the KMS call and the
 * AES-GCM body so a copied blob cannot be read elsewhere or for another purpose.
 * The token signing key is the other half of the Secrets port (`secrets-manager-signing-key.ts`).
 */
/** The Secrets port's two keys: LinkedIn's (only the bot decrypts) and the channels' (API and jobs decrypt). */
export interface SecretKeys {
  linkedIn: string;
  /** Mailbox credentials, webhook signing secrets: absent where no function needs them (the bot). */
  channel?: string;
}

/**
 * The key for a purpose: `linkedin-*` secrets under the LinkedIn key, every other purpose under the
 * channel key, so a grant on one never opens the other (infra/lib/constructs/app-access.ts).
 *
 * @example keyFor({ linkedIn: 'k1', channel: 'k2' }, 'webhook-secret') // 'k2'
 */
export function keyFor(keys: SecretKeys, purpose: string): string {
  if (purpose.startsWith('linkedin-')) return keys.linkedIn;
  if (!keys.channel) throw new Error(`CHANNEL_KMS_KEY_ID is not set: no key for ${purpose} secrets`);
  return keys.channel;
}

export function kmsSecrets(keys: SecretKeys): Pick<Secrets, 'encrypt' | 'decrypt'> {
  const kms = new KMSClient({});
  return {
    async encrypt(plaintext, context) {
      const dk = await kms.send(
        new GenerateDataKeyCommand({
          KeyId: keyFor(keys, kmsContext(context).purpose!),
          KeySpec: 'AES_256',
          EncryptionContext: kmsContext(context),
        }),
      );
      const body = aesGcmEncrypt(Buffer.from(dk.Plaintext!), plaintext, context);
      return `kms1.${Buffer.from(dk.CiphertextBlob!).toString('base64url')}.${body}`;
    },
    async decrypt(ciphertext, context) {
      const [version, wrapped, ...rest] = ciphertext.split('.');
      if (version !== 'kms1') throw new Error('Unknown secret format');
      const dk = await kms.send(
        new DecryptCommand({
          // Pinning the key makes KMS refuse a blob wrapped by any other key.
          KeyId: keyFor(keys, kmsContext(context).purpose!),
          CiphertextBlob: Buffer.from(wrapped, 'base64url'),
          EncryptionContext: kmsContext(context),
        }),
      );
      return aesGcmDecrypt(Buffer.from(dk.Plaintext!), rest.join('.'), context);
    },
  };
}
