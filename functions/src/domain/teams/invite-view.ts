import { inviteLink } from '@outreach/shared/rules/team';
import type { TInviteView } from '@outreach/shared/schemas/team';
import type { EntityItem } from 'electrodb';
import { TeamEntity } from '../../data/entities/team.ts';
import type { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';

export type InviteItem = EntityItem<typeof TeamInviteEntity>;

/** An invite as the calls answer it (spec 1 §3), with its link (white-label domain when active). */
export function inviteView(
  deps: Deps,
  i: InviteItem,
  teamName: string,
  whiteLabel?: Parameters<typeof inviteLink>[0]['whiteLabel'],
): TInviteView {
  return {
    id: i.inviteId,
    inviteKey: i.inviteKey,
    teamId: i.teamId,
    name: i.name,
    email: i.email,
    role: i.role,
    status: i.status,
    isRejected: i.status === 'rejected',
    clickedAt: i.clickedAt ? new Date(i.clickedAt).toISOString() : null,
    createdAt: new Date(i.createdAt).toISOString(),
    inviteLink: inviteLink({ inviteKey: i.inviteKey, productOrigin: deps.env.appUrl, whiteLabel }),
    team: { name: teamName },
  };
}

export async function teamName(_deps: Deps, teamId: string): Promise<string> {
  return (await TeamEntity.get({ teamId }).go()).data?.name ?? '';
}
