import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { Secrets } from '../../ports/secrets.ts';
import { aesGcmDecrypt, aesGcmEncrypt } from '../crypto.ts';

/**
 * KMS envelope encryption: a fresh data key per secret, the data key stored encrypted beside the
 * ciphertext, the encryption context bound to the tenant so a copied blob cannot be read elsewhere.
 * The token signing key is the other half of the Secrets port (`secrets-manager-signing-key.ts`).
 */
export function kmsSecrets(keyId: string): Pick<Secrets, 'encrypt' | 'decrypt'> {
  const kms = new KMSClient({});
  return {
    async encrypt(plaintext, context) {
      const dk = await kms.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
      );
      const body = aesGcmEncrypt(Buffer.from(dk.Plaintext!), plaintext, context);
      return `kms1.${Buffer.from(dk.CiphertextBlob!).toString('base64url')}.${body}`;
    },
    async decrypt(ciphertext, context) {
      const [version, wrapped, ...rest] = ciphertext.split('.');
      if (version !== 'kms1') throw new Error('Unknown secret format');
      const dk = await kms.send(
        new DecryptCommand({ CiphertextBlob: Buffer.from(wrapped, 'base64url'), EncryptionContext: context }),
      );
      return aesGcmDecrypt(Buffer.from(dk.Plaintext!), rest.join('.'), context);
    },
  };
}
