import type { Deps } from '../../ports/deps.ts';
import { consumeToken } from './one-time-tokens.ts';

/** Answers one of the spec's link states: success, expired or bad_request. */
export async function verifyEmail(deps: Deps, token: string) {
  const check = await consumeToken(deps, 'verify-email', token);
  if (check.status !== 'live' || !check.userId)
    return { status: check.status === 'expired' ? 'expired' : 'bad_request' };
  await deps.db.entities.user
    .patch({ userId: check.userId })
    .set({ isEmailVerified: true, updatedAt: deps.clock.now() })
    .go();
  return { status: 'success' as const };
}
