import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { openSession } from './sessions.ts';

/** A short-lived, single-use code that opens a session (used after accepting a team invite). */
export async function createExchangeCode(deps: Deps, userId: string): Promise<string> {
  return issueToken(deps, 'exchange', userId);
}

export async function exchangeCode(deps: Deps, code: string, meta: { ip: string; userAgent: string }) {
  const check = await consumeToken(deps, 'exchange', code);
  if (check.status !== 'live' || !check.userId)
    throw new AppError('UNAUTHORIZED', 'This sign-in link is not valid anymore');
  return openSession(deps, check.userId, meta);
}
