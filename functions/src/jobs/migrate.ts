import { runMigrations } from '../domain/maintenance/migrations.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/**
 * Brings stored rows up to date after a deploy (infra's jobs stack runs it as a CloudFormation
 * trigger once the new code is in place; the local runtime runs the same list at start). A run that
 * times out leaves its migration unrecorded, so the next deploy goes on where it is needed.
 */
export const handler = async () => {
  const ran = await runMigrations(getDeps());
  logger.info('migrations', { ran });
  return ran;
};
