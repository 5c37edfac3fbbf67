import { AppError } from '@outreach/shared/errors';
import { SessionEntity } from '../../data/entities/session.ts';
import type { AuthContext } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';
import type { Deps } from '../../ports/deps.ts';
import { openSession, resumeSession, revokeSession } from '../auth/sessions.ts';

/**
 * POST /users/stop-impersonating: ends the acting session and restores the previous one (its token
 * is reissued); when that one ended meanwhile a fresh session of the real user opens. A platform
 * admin gets the admin link to return to (spec 1 §4).
 */
export async function stopImpersonating(
  deps: Deps,
  auth: AuthContext,
  meta: { ip: string; userAgent: string },
) {
  if (auth.userId === auth.realUserId)
    throw new AppError('BAD_REQUEST', 'You are not managing another account');
  const current = (await SessionEntity.get({ userId: auth.realUserId, sessionId: auth.sessionId }).go()).data;
  await revokeSession(deps, auth.realUserId, auth.sessionId);
  const previous = current?.previousSessionId
    ? await resumeSession(deps, auth.realUserId, current.previousSessionId)
    : undefined;
  const s = previous ?? (await openSession(deps, auth.realUserId, meta));
  // Back to the members table the impersonation started from (ours, for admins and platform admins).
  const redirectLink = '/team/manage-team';
  return result({ authToken: s.authToken, redirectLink }, { cookies: s.cookies });
}
