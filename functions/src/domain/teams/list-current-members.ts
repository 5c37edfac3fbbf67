import { accountSwitcherEntry } from '@outreach/shared/rules/roles';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from './current-team.ts';
import { loadMemberViews } from './member-views.ts';
import { requireMembership } from './team-access.ts';
import { isTeamFeatureEnabled } from './team-features.ts';

/**
 * GET /teams/members: the current team's members as the account switcher lists them, each with
 * whether the real user may impersonate it (greyed entries carry the tooltip).
 */
export async function listCurrentMembers(deps: Deps, auth: AuthContext) {
  const teamId = await currentTeamId(deps, auth);
  const { team } = await requireMembership(deps, teamId, auth.userId);
  const [members, real, realMembership, featureEnabled] = await Promise.all([
    loadMemberViews(deps, teamId),
    UserEntity.get({ userId: auth.realUserId }).go(),
    MembershipEntity.get({ teamId, userId: auth.realUserId }).go(),
    isTeamFeatureEnabled(deps, team, 'impersonation'),
  ]);
  const viewer = {
    userId: auth.realUserId,
    role: realMembership.data?.role ?? 'member',
    isPlatformAdmin: real.data?.isAlfredAdmin ?? false,
    isImpersonating: auth.userId !== auth.realUserId,
    featureEnabled,
  };
  return {
    teamId,
    members: members.map((m) => ({
      ...m,
      ...accountSwitcherEntry(viewer, {
        userId: m.userId,
        role: m.role,
        isPlatformAdmin: m.isAlfredAdmin,
        status: m.status,
      }),
    })),
  };
}
