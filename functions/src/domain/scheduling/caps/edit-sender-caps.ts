import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import type { TSenderCapsRequest, TSenderCapsResponse } from '@outreach/shared/schemas/caps';
import { SenderCapsEntity } from '../../../data/entities/sender-caps.ts';
import type { Deps } from '../../../ports/deps.ts';
import { loadOutreachSettings } from '../../settings/load-settings.ts';
import { loadSenderCaps } from './check-sender-caps.ts';
import { getSenderCaps } from './get-sender-caps.ts';

/**
 * PATCH /users/me/sender-caps: the warm-up (turning it on starts day 1 today, in the user's
 * timezone; on again while it runs keeps its start) and the pending-invitations threshold.
 */
export async function editSenderCaps(
  deps: Deps,
  owner: { teamId: string; userId: string },
  req: TSenderCapsRequest,
): Promise<TSenderCapsResponse> {
  const now = deps.clock.now();
  const caps = await loadSenderCaps(deps, owner);
  const set: { warmUpStartDate?: string; pendingInvitesHold?: number } = {};
  if (req.pendingInvitesHold !== undefined) set.pendingInvitesHold = req.pendingInvitesHold;
  if (req.warmUp === true && !caps?.warmUpStartDate) {
    const { timezone } = await loadOutreachSettings(deps, owner.userId);
    set.warmUpStartDate = dailyCounterKey(now, timezone);
  }
  await SenderCapsEntity.upsert({ ...owner, ...set, updatedAt: now }).go();
  if (req.warmUp === false && caps?.warmUpStartDate)
    await SenderCapsEntity.patch(owner).remove(['warmUpStartDate']).go();
  return getSenderCaps(deps, owner);
}
