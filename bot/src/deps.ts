import { FileOffsetClock } from '@outreach/functions/adapters/local/file-clock';
import { parseProxyPoolConfig, urlProxyPool } from '@outreach/functions/adapters/proxy/url-proxy-pool';
import { awsDeps } from '@outreach/functions/hosts/aws-deps';
import { localDeps } from '@outreach/functions/hosts/local-deps';
import { type Deps, provideDeps } from '@outreach/functions/lib/deps';
import { readEnv } from '@outreach/functions/lib/env';
import type { ProxyPool } from '@outreach/functions/ports/proxy-pool';

/**
 * The bot's composition root. On Fargate: the AWS adapters (KMS required). As the local runtime's
 * child process (OUTREACH_LOCAL=1): the local ports, on the product clock the runtime shares through
 * CLOCK_FILE.
 */
export async function wireBotDeps(e: NodeJS.ProcessEnv = process.env): Promise<Deps> {
  const env = readEnv(e);
  const proxies = await proxyPoolFrom(e);
  if (!env.local) return provideDeps({ ...awsDeps(env), proxies });
  if (!e.CLOCK_FILE)
    throw new Error('CLOCK_FILE is not set: the local bot follows the runtime’s product clock');
  return provideDeps({ ...localDeps(env, new FileOffsetClock(e.CLOCK_FILE)), proxies });
}

/**
 * The egress pool: PROXY_POOL_SECRET_ARN in AWS (a Secrets Manager secret), PROXY_POOL (the JSON
 * itself) locally; neither means no pool, and the bot connects directly.
 */
export async function proxyPoolFrom(e: NodeJS.ProcessEnv): Promise<ProxyPool | undefined> {
  if (e.PROXY_POOL_SECRET_ARN) {
    // Loaded only here: the Lambda bundles never carry the Secrets Manager client for this.
    const { secretsManagerProxyPool } = await import(
      '@outreach/functions/adapters/aws/secrets-manager-proxy-pool'
    );
    return secretsManagerProxyPool(e.PROXY_POOL_SECRET_ARN);
  }
  if (e.PROXY_POOL) return urlProxyPool(parseProxyPoolConfig(e.PROXY_POOL));
  return undefined;
}
