import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { teamSharing } from '../contacts/team-sharing.ts';
import { loadMemberViews } from '../teams/member-views.ts';

/**
 * GET /conversations/inboxes: the inbox picker's choices. The caller's own inbox always; teammates'
 * only while the team's "enable member inbox" is on (the list and thread calls check it again).
 */
export async function listInboxes(deps: Deps, caller: AccountKey) {
  const [{ memberInbox }, members] = await Promise.all([
    teamSharing(deps, caller.teamId),
    loadMemberViews(deps, caller.teamId),
  ]);
  const me = members.find((m) => m.userId === caller.userId);
  const mates = memberInbox
    ? members
        .filter((m) => m.userId !== caller.userId)
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    : [];
  return {
    memberInbox,
    inboxes: [
      { userId: caller.userId, name: me?.name ?? '', isMe: true },
      ...mates.map((m) => ({ userId: m.userId, name: m.name, isMe: false })),
    ],
  };
}
