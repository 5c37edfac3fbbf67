import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { inviteWhiteLabel } from '../whitelabels/invite-white-label.ts';
import { inviteView, teamName } from './invite-view.ts';

/**
 * GET /teams/invites/first: the newest pending invitation to the caller's address, for the
 * 'Team invitation received' modal; null when there is none.
 */
export async function getFirstInvite(deps: Deps, userId: string) {
  const user = (await UserEntity.get({ userId }).go()).data;
  if (!user || user.isGhostUser) return null;
  const invites = (
    await TeamInviteEntity.query.byEmail({ email: user.email }).go({ order: 'desc', pages: 'all' })
  ).data;
  for (const i of invites) {
    if (i.status !== 'pending') continue;
    if ((await MembershipEntity.get({ teamId: i.teamId, userId }).go()).data) continue;
    return inviteView(deps, i, await teamName(deps, i.teamId), await inviteWhiteLabel(deps, i.teamId));
  }
  return null;
}
