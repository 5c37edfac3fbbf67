import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * The team toggles that decide what teammates see (spec 1 §7): with "share member leads" every
 * member's leads are listed to all, otherwise each member sees their own; "enable member inbox" does
 * the same for conversations.
 */
export async function teamSharing(_deps: Deps, teamId: string) {
  const team = (await TeamEntity.get({ teamId }).go()).data;
  return {
    shareMemberLeads: Boolean(team?.isShareMemberLeads),
    memberInbox: Boolean(team?.isMemberInboxEnabled),
  };
}
