import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { ProxyPool } from '../../ports/proxy-pool.ts';
import { type ProxyPoolConfig, parseProxyPoolConfig, urlProxyPool } from '../proxy/url-proxy-pool.ts';

/** How long a read of the secret serves: a pool the operator edits is picked up within this. */
const REFRESH_MS = 10 * 60_000;

/**
 * The bot's proxy pool from a Secrets Manager secret: JSON of country code → proxy URLs (README, AWS
 * deploy). An empty object means no pool: the bot connects directly.
 */
export function secretsManagerProxyPool(secretArn: string, client = new SecretsManagerClient({})): ProxyPool {
  let cached: { at: number; config: Promise<ProxyPoolConfig> } | undefined;
  const load = () => {
    if (!cached || Date.now() - cached.at > REFRESH_MS) {
      const config = client
        .send(new GetSecretValueCommand({ SecretId: secretArn }))
        .then((res) => parseProxyPoolConfig(res.SecretString || '{}'));
      cached = { at: Date.now(), config };
      // A failed read is not kept: the next account asks again.
      config.catch(() => {
        cached = undefined;
      });
    }
    return cached.config;
  };
  return urlProxyPool(load);
}
