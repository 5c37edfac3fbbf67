import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Secrets } from '../../ports/secrets.ts';

/** How long a process keeps the signing key before reading it again (a rotation's changeover, README). */
export const SIGNING_KEY_TTL_MS = 5 * 60_000;

/** The access-token HMAC key from Secrets Manager, read again every SIGNING_KEY_TTL_MS. */
export function secretsManagerSigningKey(secretArn: string): Pick<Secrets, 'signingKey'> {
  let cached: { key: Promise<Uint8Array>; at: number } | undefined;
  return {
    signingKey() {
      // Wall time on purpose: this is a cache age, not product time.
      const now = Date.now();
      if (!cached || now - cached.at > SIGNING_KEY_TTL_MS) {
        const key = new SecretsManagerClient({})
          .send(new GetSecretValueCommand({ SecretId: secretArn }))
          .then((res) => new TextEncoder().encode(res.SecretString ?? ''));
        cached = { key, at: now };
        // A failed read is retried by the next call rather than cached.
        key.catch(() => {
          if (cached?.key === key) cached = undefined;
        });
      }
      return cached.key;
    },
  };
}
