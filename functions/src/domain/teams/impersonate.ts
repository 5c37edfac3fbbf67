import { AppError } from '@outreach/shared/errors';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { CANNOT_IMPERSONATE_TOOLTIP, canImpersonate } from '@outreach/shared/rules/roles';
import type { TImpersonateRequest } from '@outreach/shared/schemas/team';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';
import type { Deps } from '../../ports/deps.ts';
import { openSession } from '../auth/sessions.ts';
import { TEAM_NOT_FOUND } from './team-access.ts';
import { isTeamFeatureEnabled } from './team-features.ts';

/**
 * POST /users/impersonate (spec 1 §5, §6): the real user opens a session acting as a teammate. An
 * admin may not impersonate an owner, a member may not impersonate, nobody but a platform admin
 * may impersonate a platform admin; platform admins may impersonate anyone, in any team. The new
 * session remembers the previous one, which stop-impersonating takes back.
 */
export async function impersonate(
  deps: Deps,
  auth: AuthContext,
  req: TImpersonateRequest,
  meta: { ip: string; userAgent: string },
) {
  const teamId = req.teamIdToImpersonate;
  const [real, viewerM, targetM, team, target] = await Promise.all([
    UserEntity.get({ userId: auth.realUserId }).go(),
    MembershipEntity.get({ teamId, userId: auth.realUserId }).go(),
    MembershipEntity.get({ teamId, userId: req.userIdToImpersonate }).go(),
    TeamEntity.get({ teamId }).go(),
    UserEntity.get({ userId: req.userIdToImpersonate }).go(),
  ]);
  const isPlatformAdmin = real.data?.isAlfredAdmin ?? false;
  if (!team.data || (!viewerM.data && !isPlatformAdmin)) throw new AppError('NOT_FOUND', TEAM_NOT_FOUND);
  if (!targetM.data || !target.data) throw new AppError('NOT_FOUND', 'Member not found');
  const verdict = canImpersonate(
    {
      userId: auth.realUserId,
      role: viewerM.data?.role ?? 'member',
      isPlatformAdmin,
      isImpersonating: auth.userId !== auth.realUserId,
      featureEnabled: await isTeamFeatureEnabled(deps, team.data, 'impersonation'),
    },
    {
      userId: target.data.userId,
      role: targetM.data.role,
      isPlatformAdmin: target.data.isAlfredAdmin ?? false,
      status: 'active',
    },
  );
  if (!verdict.allowed)
    throw new AppError(
      verdict.reason === 'self' || verdict.reason === 'alreadyImpersonating' ? 'BAD_REQUEST' : 'FORBIDDEN',
      verdict.reason === 'featureLocked' ? upgradeHintFor('impersonation')! : CANNOT_IMPERSONATE_TOOLTIP,
    );
  const s = await openSession(deps, auth.realUserId, {
    ...meta,
    acting: { userId: target.data.userId, teamId },
    previousSessionId: auth.sessionId,
  });
  return result({ authToken: s.authToken }, { cookies: s.cookies });
}
