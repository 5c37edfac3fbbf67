import { AppError } from '@outreach/shared/errors';
import { inboxMessages } from '@outreach/shared/schemas/inbox';
import { MembershipEntity } from '../../data/entities/membership.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { teamSharing } from '../contacts/team-sharing.ts';

/**
 * Whose inbox a request reads: the caller's own, or (with `userId`) a teammate's when the team's
 * "enable member inbox" is on (spec 1 §7, spec 3 §6). Someone outside the team answers 404; a
 * teammate's inbox without the toggle answers 403 'You are only allowed to view your own messages inbox.'
 */
export async function inboxOwner(deps: Deps, caller: AccountKey, userId?: string): Promise<AccountKey> {
  if (!userId || userId === caller.userId) return caller;
  const m = (await MembershipEntity.get({ teamId: caller.teamId, userId: userId }).go()).data;
  if (!m) throw new AppError('NOT_FOUND', 'Member not found');
  if (!(await teamSharing(deps, caller.teamId)).memberInbox)
    throw new AppError('FORBIDDEN', inboxMessages.membersInboxOnly);
  return { teamId: caller.teamId, userId: userId };
}
