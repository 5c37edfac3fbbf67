import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Secrets } from '../../ports/secrets.ts';
import { aesGcmDecrypt, aesGcmEncrypt } from '../crypto.ts';

/**
 * KMS envelope encryption: a fresh data key per secret, the data key stored encrypted beside the
 * ciphertext, the encryption context bound to the tenant so a copied blob cannot be read elsewhere.
 */
export function kmsSecrets(keyId: string, jwtSecretArn: string | undefined): Secrets {
  const kms = new KMSClient({});
  let signing: Promise<Uint8Array> | undefined;
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
    signingKey() {
      signing ??= (async () => {
        if (!jwtSecretArn) throw new Error('JWT_SECRET_ARN is not set');
        const res = await new SecretsManagerClient({}).send(
          new GetSecretValueCommand({ SecretId: jwtSecretArn }),
        );
        return new TextEncoder().encode(res.SecretString ?? '');
      })();
      return signing;
    },
  };
}
