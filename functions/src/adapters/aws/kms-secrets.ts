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
export function kmsSecrets(keyId: string): Pick<Secrets, 'encrypt' | 'decrypt'> {
  const kms = new KMSClient({});
  return {
    async encrypt(plaintext, context) {
      const dk = await kms.send(
        new GenerateDataKeyCommand({
          KeyId: keyId,
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
          KeyId: keyId,
          CiphertextBlob: Buffer.from(wrapped, 'base64url'),
          EncryptionContext: kmsContext(context),
        }),
      );
      return aesGcmDecrypt(Buffer.from(dk.Plaintext!), rest.join('.'), context);
    },
  };
}
