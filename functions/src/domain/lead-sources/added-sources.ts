import type { addableSourceTypes } from '@outreach/shared/rules/outreach/campaigns';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';

// The searches added to a campaign after its own (POST /lead-sources), kept on its row: read and
// rewritten here, light enough for every function that looks at a campaign's search.

/** A search added to a campaign after its own (POST /lead-sources), kept on the campaign row. */
export interface AddedLeadSource {
  id: string;
  searchType: (typeof addableSourceTypes)[number];
  searchUrl: string;
  searchParameters?: unknown;
  isSearchEnded: boolean;
  /** How many times this source was restarted: each round collects under new action ids. */
  searchRound?: number;
  createdAt: number;
  createdBy: string;
}

/** The searches added to a campaign, oldest first. */
export function addedSources(c: Pick<CampaignRow, 'leadSources'>): AddedLeadSource[] {
  return (c.leadSources as AddedLeadSource[] | undefined) ?? [];
}

/**
 * Rewrites a campaign's added sources with `change` (given the list read), conditional on the list's
 * version, so concurrent rewrites (a collect ending one source, a restart of another) never undo each
 * other; answers the row as written, or null when `change` answered null (nothing to write) or the
 * campaign is gone.
 */
export async function updateAddedSources(
  _deps: Deps,
  key: { teamId: string; campaignId: string },
  change: (sources: AddedLeadSource[], c: CampaignRow) => AddedLeadSource[] | null,
): Promise<CampaignRow | null> {
  for (let attempt = 0; ; attempt++) {
    const c = (await CampaignEntity.get(key).go({ consistent: true })).data;
    if (!c || c.isRemoved) return null;
    const next = change(addedSources(c), c);
    if (!next) return null;
    const version = c.sourcesVersion;
    try {
      await CampaignEntity.patch(key)
        .set({ leadSources: next, sourcesVersion: (version ?? 0) + 1 })
        .where((a, op) =>
          version === undefined ? op.notExists(a.sourcesVersion) : op.eq(a.sourcesVersion, version),
        )
        .go();
      return { ...c, leadSources: next, sourcesVersion: (version ?? 0) + 1 };
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 9) throw e;
    }
  }
}

/** Marks one added source's search ended (its last page was collected, or collecting it failed). */
export async function endAddedSource(deps: Deps, key: { teamId: string; campaignId: string }, id: string) {
  await updateAddedSources(deps, key, (sources) =>
    sources.some((s) => s.id === id && !s.isSearchEnded)
      ? sources.map((s) => (s.id === id ? { ...s, isSearchEnded: true } : s))
      : null,
  );
}
