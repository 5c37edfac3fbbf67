import { AppError } from '@outreach/shared/errors';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * The team (tenant) a request acts in, checked against a live membership: the user's current team
 * (lastTeamId, which the team switcher and accepting an invite move, so every tab follows at once);
 * while impersonating, the team of the impersonation session's token.
 */
export async function currentTeamId(_deps: Deps, auth: AuthContext): Promise<string> {
  let teamId = auth.userId !== auth.realUserId ? auth.teamId : undefined;
  if (!teamId) {
    const user = (await UserEntity.get({ userId: auth.userId }).go()).data;
    teamId = user?.lastTeamId ?? auth.teamId;
  }
  if (!teamId) throw new AppError('FORBIDDEN', 'You are not a member of a team');
  const m = (await MembershipEntity.get({ teamId, userId: auth.userId }).go()).data;
  if (!m) throw new AppError('FORBIDDEN', 'You are not a member of this team');
  return teamId;
}
