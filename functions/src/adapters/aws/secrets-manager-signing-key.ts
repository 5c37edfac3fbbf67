import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Secrets } from '../../ports/secrets.ts';

/** The access-token HMAC key, read once per process from Secrets Manager. */
export function secretsManagerSigningKey(secretArn: string): Pick<Secrets, 'signingKey'> {
  let key: Promise<Uint8Array> | undefined;
  return {
    signingKey() {
      key ??= new SecretsManagerClient({})
        .send(new GetSecretValueCommand({ SecretId: secretArn }))
        .then((res) => new TextEncoder().encode(res.SecretString ?? ''));
      // A failed read is retried by the next call rather than cached.
      key.catch(() => {
        key = undefined;
      });
      return key;
    },
  };
}
