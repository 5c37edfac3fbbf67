import { AppError } from '@outreach/shared/errors';
import { effectiveCampaignName, newCampaignState } from '@outreach/shared/rules/outreach/campaigns';
import { parseProfileCsv } from '@outreach/shared/rules/outreach/profile-csv';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { addedSources } from '../lead-sources/added-sources.ts';
import { addLeads } from '../leads/add-leads.ts';
import { readUpload } from '../uploads/create-presigned-url.ts';
import { assertStepFeatures } from './assert-step-features.ts';
import { assertStepsAllowed } from './assert-steps-allowed.ts';
import { counterMoves, tabOf } from './campaign-counters.ts';
import { type CampaignRow, campaignView, loadCampaign } from './campaign-view.ts';

/** The copy's default name (OURS: like sequence templates, spec 3 §2, the suffix '(clone)'). */
export const cloneName = (name: string) => `${name} (clone)`.slice(0, 255);

/**
 * POST /campaigns/{id}/clone: a new draft with the campaign's category, type, lead source, options
 * and sequence, none of its leads or counters. A CSV campaign's copy takes the leads of its
 * uploaded file again (read before anything is written, so a missing file leaves no draft).
 */
export async function cloneCampaign(deps: Deps, teamId: string, id: string, body: { name?: string }) {
  const c = await loadCampaign(deps, teamId, id);
  assertStepsAllowed(c.category, c.touchSequence);
  await assertStepFeatures(deps, teamId, c.touchSequence);
  const csv = c.csvKey
    ? parseProfileCsv(
        await readUpload(deps, teamId, c.csvKey).catch(() => {
          throw new AppError('BAD_REQUEST', 'The CSV file of this campaign is no longer available');
        }),
      )
    : null;
  const now = deps.clock.now();
  const row: CampaignRow = {
    teamId,
    campaignId: ulid(now),
    userId: c.userId,
    name: effectiveCampaignName(body.name) || cloneName(c.name),
    category: c.category,
    campaignType: c.campaignType,
    ...newCampaignState,
    searchUrl: c.searchUrl,
    searchParameters: c.searchParameters,
    options: c.options,
    touchSequence: c.touchSequence,
    customSnippets: c.customSnippets,
    maxSearchAmount: c.maxSearchAmount,
    isSearchEnded: Boolean(c.csvKey) || !c.searchUrl,
    // The searches added to it come along, not started: publishing the clone collects them anew.
    ...(addedSources(c).length
      ? {
          leadSources: addedSources(c).map(({ searchRound: _r, ...s }) => ({
            ...s,
            isSearchEnded: false,
            createdAt: now,
          })),
        }
      : {}),
    isRemoved: false,
    csvKey: c.csvKey,
    csvColumnNames: c.csvColumnNames,
    createdAt: now,
    updatedAt: now,
  };
  const res = await createWriteTransaction(
    { campaign: CampaignEntity, campaignCounter: CampaignCounterEntity },
    ({ campaign, campaignCounter }) => [
      campaign.create(row).commit(),
      ...counterMoves({ campaignCounter }, teamId, null, tabOf(row)),
    ],
  ).go();
  if (res.canceled) throw new Error(`campaign clone failed: ${res.data.map((d) => d.code).join(',')}`);
  const created = (await CampaignEntity.get({ teamId, campaignId: row.campaignId }).go()).data as CampaignRow;
  const added = csv ? await addLeads(deps, created, csv.leads) : 0;
  return campaignView({ ...created, leadsCount: added });
}
