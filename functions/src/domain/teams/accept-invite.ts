import { AppError } from '@outreach/shared/errors';
import type { TAcceptInviteRequest } from '@outreach/shared/schemas/team';
import { ulid } from 'ulid';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { reissueAccessToken } from '../auth/sessions.ts';
import { notify } from '../notifications/notify.ts';
import { inviteById } from './find-invite.ts';
import { ensureOwnerCount } from './owner-count.ts';
import { teamMemberships } from './team-access.ts';

export const INVITE_USED = 'This invitation was already used';
export const NOT_WHILE_IMPERSONATING = 'You cannot do this while managing another account';

/**
 * POST /teams/invites/{id}/accept: the caller joins the team with the invite's role and the team
 * becomes their current one. The invite (condition: not yet accepted by someone else), the new
 * membership and the owner count change in one transaction; a second accept by the same user
 * answers the same result (idempotent). Answers a fresh access token for the new team and, for a
 * white-label custom domain, where to sign in (none yet: redirectTo null).
 *
 * The move flags are recorded on the answer; moving campaigns and templates between teams is not
 * built yet (see the report of issue #11).
 */
export async function acceptInvite(
  deps: Deps,
  auth: AuthContext,
  inviteId: string,
  req: TAcceptInviteRequest,
) {
  if (auth.userId !== auth.realUserId) throw new AppError('FORBIDDEN', NOT_WHILE_IMPERSONATING);
  const userId = auth.userId;
  const invite = await inviteById(deps, inviteId);
  if (invite.status === 'active' && invite.acceptedBy !== userId)
    throw new AppError('NOT_FOUND', INVITE_USED);
  const teamId = invite.teamId;
  const now = deps.clock.now();
  const existing = (await deps.db.entities.membership.get({ teamId, userId }).go()).data;
  if (!existing && invite.status !== 'active') {
    await ensureOwnerCount(deps, teamId);
    const res = await deps.db.transaction
      .write(({ teamInvite, membership, team }) => {
        const ops = [
          teamInvite
            .patch({ teamId, inviteId })
            .set({ status: 'active', acceptedBy: userId, updatedAt: now })
            .where((a, op) => op.ne(a.status, 'active'))
            .commit(),
          membership
            .create({ teamId, userId, memberId: ulid(now), role: invite.role, createdAt: now })
            .commit(),
        ];
        if (invite.role === 'owner') ops.push(team.patch({ teamId }).add({ ownerCount: 1 }).commit());
        return ops;
      })
      .go();
    if (res.canceled) {
      // A concurrent accept won: fine when it was this user's.
      const again = await inviteById(deps, inviteId);
      if (again.acceptedBy !== userId) throw new AppError('NOT_FOUND', INVITE_USED);
    } else {
      await notifyOwners(deps, teamId, userId);
    }
  } else if (invite.status !== 'active') {
    // Already a member (joined another way): the invite is used up.
    await deps.db.entities.teamInvite
      .patch({ teamId, inviteId })
      .set({ status: 'active', acceptedBy: userId, updatedAt: now })
      .go();
  }
  await deps.db.entities.user.patch({ userId }).set({ lastTeamId: teamId, updatedAt: now }).go();
  return {
    teamId,
    redirectTo: null,
    authToken: await reissueAccessToken(deps, auth.realUserId, auth.sessionId),
    moved: { campaigns: false, messagesTemplates: false, sequenceTemplates: false, requested: req },
  };
}

async function notifyOwners(deps: Deps, teamId: string, joinedUserId: string) {
  const [members, joined] = await Promise.all([
    teamMemberships(deps, teamId),
    deps.db.entities.user.get({ userId: joinedUserId }).go(),
  ]);
  const name = joined.data ? `${joined.data.firstName} ${joined.data.lastName}`.trim() : 'A new member';
  await Promise.all(
    members
      .filter((m) => m.role === 'owner' && m.userId !== joinedUserId)
      .map((m) =>
        notify(deps, {
          userId: m.userId,
          teamId,
          type: 'team-member-joined',
          level: 'success',
          target: 'team',
          message: `${name} accepted your invitation and joined the team.`,
        }),
      ),
  );
}
