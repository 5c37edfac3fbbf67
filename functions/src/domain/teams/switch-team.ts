import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { reissueAccessToken } from '../auth/sessions.ts';
import { NOT_WHILE_IMPERSONATING } from './accept-invite.ts';
import { requireMembership } from './team-access.ts';

/** PATCH /users/me/last-team: the team switcher sets lastTeamId and answers a token for that team. */
export async function switchTeam(deps: Deps, auth: AuthContext, teamId: string) {
  if (auth.userId !== auth.realUserId) throw new AppError('FORBIDDEN', NOT_WHILE_IMPERSONATING);
  await requireMembership(deps, teamId, auth.userId);
  await UserEntity.patch({ userId: auth.userId })
    .set({ lastTeamId: teamId, updatedAt: deps.clock.now() })
    .go();
  return { lastTeamId: teamId, authToken: await reissueAccessToken(deps, auth.realUserId, auth.sessionId) };
}
