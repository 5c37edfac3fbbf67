import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { scheduleWaitingLeads } from '../campaigns/change-campaign.ts';

/**
 * A LinkedIn account became usable again (a login succeeded after it was missing, invalid or
 * waiting for a code): the leads run-step left waiting ('account-unavailable') in the owner's
 * running campaigns are scheduled again. Answers how many leads were rescheduled.
 */
export async function resumeAccountLeads(deps: Deps, acc: AccountKey): Promise<number> {
  const { data } = await CampaignEntity.query
    .byTeam({ teamId: acc.teamId })
    .where(
      (c, op) =>
        `${op.eq(c.userId, acc.userId)} AND ${op.eq(c.status, 'active')} AND ${op.eq(c.runState, 'running')}`,
    )
    .go({ pages: 'all' });
  let n = 0;
  for (const c of data) if (!c.isRemoved) n += await scheduleWaitingLeads(deps, c as CampaignRow);
  return n;
}
