import { AppError } from '@outreach/shared/errors';
import { newCampaignState } from '@outreach/shared/rules/outreach/campaigns';
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { finishXReport, parsePastedHandles, parseXCsv } from '@outreach/shared/rules/outreach/x-csv';
import { type TXCampaignRequest, xCampaignMessages } from '@outreach/shared/schemas/x-campaigns';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertStepsAllowed } from '../campaigns/assert-steps-allowed.ts';
import { counterMoves, tabOf } from '../campaigns/campaign-counters.ts';
import { type CampaignRow, campaignView } from '../campaigns/campaign-view.ts';
import { draftName } from '../campaigns/draft-name.ts';
import { addLeads, leadIdOf } from '../leads/add-leads.ts';
import { readUpload } from '../uploads/create-presigned-url.ts';

/** A Follow then a DM a day later, when a draft comes without a sequence (ours). */
export const defaultXSequence = () => ({
  sequence: [defaultStep('Twitter Follow', 0), { ...defaultStep('Twitter DM', 1), message: '' }],
});

/**
 * POST /campaigns/twitter/audience/csv: an X campaign (`twitter_csv`) from an uploaded CSV of X
 * handles and/or pasted handles. Reads the whole list before writing anything, so a bad file leaves
 * no draft behind; the leads start when the campaign is published.
 */
export async function createXCampaign(deps: Deps, teamId: string, userId: string, body: TXCampaignRequest) {
  assertStepsAllowed('twitter', body.touchSequence);
  const fromCsv = body.key ? parseXCsv(await readUpload(deps, teamId, body.key)) : undefined;
  const list = body.handles?.length ? parsePastedHandles(body.handles, fromCsv) : fromCsv;
  if (!list || list.leads.length === 0) throw new AppError('BAD_REQUEST', xCampaignMessages.noHandles);
  const now = deps.clock.now();
  const name = await draftName(deps, teamId, body.name);
  const row = {
    teamId,
    campaignId: ulid(now),
    userId,
    name,
    category: 'twitter' as const,
    campaignType: 'twitter_csv',
    ...newCampaignState,
    options: { isLinkedinOnly: false },
    touchSequence: body.touchSequence ?? defaultXSequence(),
    maxSearchAmount: 2500,
    isSearchEnded: true,
    ...(body.key ? { csvKey: body.key } : {}),
    csvColumnNames: list.report.columns,
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
  if (res.canceled) throw new Error(`campaign create failed: ${res.data.map((d) => d.code).join(',')}`);
  const created = (await CampaignEntity.get({ teamId, campaignId: row.campaignId }).go()).data as CampaignRow;
  const ids = new Set<string>();
  const added = await addLeads(deps, created, list.leads, { created: ids });
  const notCreated = new Set(list.leads.map((l) => l.publicId).filter((p) => !ids.has(leadIdOf(p))));
  const report = finishXReport(list.report, notCreated);
  return { ...campaignView({ ...created, leadsCount: added }), csv: { ...report, added } };
}
