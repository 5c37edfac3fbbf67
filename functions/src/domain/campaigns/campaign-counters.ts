import {
  type CampaignCategory,
  type CampaignStatus,
  campaignListStatus,
  campaignStatuses,
  type RunState,
} from '@outreach/shared/rules/outreach/campaigns';
import type { TxEntities as TxEntitiesOf } from '../../data/db.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import type { Deps } from '../../ports/deps.ts';

/** The entities a write transaction's callback receives. */
type TxEntities = TxEntitiesOf<{ campaignCounter: typeof CampaignCounterEntity }>;
export type CampaignTab = { category: CampaignCategory; listStatus: CampaignStatus } | null;

/** The list tab a campaign counts in; a deleted campaign counts nowhere. */
export function tabOf(c: {
  category: CampaignCategory;
  status: CampaignStatus;
  runState?: RunState | null;
  isRemoved?: boolean | null;
}): CampaignTab {
  return c.isRemoved ? null : { category: c.category, listStatus: campaignListStatus(c) };
}

export const sameTab = (a: CampaignTab, b: CampaignTab) =>
  a?.category === b?.category && a?.listStatus === b?.listStatus;

/**
 * The counter writes that move one campaign from tab `from` to tab `to`, for the transaction that
 * writes the campaign itself. Reads clamp at 0, so a campaign older than its counter never makes
 * a tab negative.
 */
export function counterMoves(
  { campaignCounter }: Pick<TxEntities, 'campaignCounter'>,
  teamId: string,
  from: CampaignTab,
  to: CampaignTab,
) {
  if (sameTab(from, to)) return [];
  return [
    ...(from
      ? [
          campaignCounter
            .update({ teamId, ...from })
            .subtract({ count: 1 })
            .commit(),
        ]
      : []),
    ...(to
      ? [
          campaignCounter
            .update({ teamId, ...to })
            .add({ count: 1 })
            .commit(),
        ]
      : []),
  ];
}

/** The team's campaigns per list tab (of one category when given), from the counters. */
export async function campaignTabCounts(_deps: Deps, teamId: string, category?: CampaignCategory) {
  const q = CampaignCounterEntity.query.byTeam(category ? { teamId, category } : { teamId });
  // One item per category and tab: a few dozen at most.
  const { data } = await q.go({ pages: 'all' });
  const counts = Object.fromEntries(campaignStatuses.map((s) => [s, 0])) as Record<CampaignStatus, number>;
  for (const c of data) counts[c.listStatus] += Math.max(0, c.count ?? 0);
  return counts;
}
