import { FileOffsetClock } from '@outreach/functions/adapters/local/file-clock';
import { awsDeps } from '@outreach/functions/hosts/aws-deps';
import { localDeps } from '@outreach/functions/hosts/local-deps';
import { type Deps, provideDeps } from '@outreach/functions/lib/deps';
import { readEnv } from '@outreach/functions/lib/env';

/**
 * The bot's composition root. On Fargate: the AWS adapters (KMS required). As the local runtime's
 * child process (OUTREACH_LOCAL=1): the local ports, on the product clock the runtime shares through
 * CLOCK_FILE.
 */
export function wireBotDeps(e: NodeJS.ProcessEnv = process.env): Deps {
  const env = readEnv(e);
  if (!env.local) return provideDeps(awsDeps(env));
  if (!e.CLOCK_FILE)
    throw new Error('CLOCK_FILE is not set: the local bot follows the runtime’s product clock');
  return provideDeps(localDeps(env, new FileOffsetClock(e.CLOCK_FILE)));
}
