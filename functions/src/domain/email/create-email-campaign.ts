import { AppError } from '@outreach/shared/errors';
import { newCampaignState } from '@outreach/shared/rules/outreach/campaigns';
import { finishEmailCsvReport, parseEmailCsv } from '@outreach/shared/rules/outreach/email-csv';
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import type { TCsvAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertStepAttachments } from '../campaigns/assert-step-attachments.ts';
import { assertStepFeatures } from '../campaigns/assert-step-features.ts';
import { assertStepsAllowed } from '../campaigns/assert-steps-allowed.ts';
import { counterMoves, tabOf } from '../campaigns/campaign-counters.ts';
import { type CampaignRow, campaignView } from '../campaigns/campaign-view.ts';
import { draftName } from '../campaigns/draft-name.ts';
import { addLeads, leadIdOf } from '../leads/add-leads.ts';
import { readUpload } from '../uploads/create-presigned-url.ts';

/** One Email step, when a draft comes without a sequence (ours). */
export const defaultEmailSequence = () => ({ sequence: [defaultStep('Email', 0)] });

/**
 * POST /campaigns/email/audience/csv: an email campaign (`email_only`) from an uploaded CSV of
 * email addresses. Reads the file before writing anything, so a bad file leaves no draft behind;
 * the leads start when the campaign is published.
 */
export async function createEmailCampaign(
  deps: Deps,
  teamId: string,
  userId: string,
  body: TCsvAudienceRequest,
) {
  assertStepsAllowed('email', body.touchSequence);
  await assertStepFeatures(deps, teamId, body.touchSequence);
  await assertStepAttachments(deps, teamId, body.touchSequence);
  const csv = parseEmailCsv(await readUpload(deps, teamId, body.key));
  if (csv.leads.length === 0) throw new AppError('BAD_REQUEST', 'The CSV file has no email addresses');
  const now = deps.clock.now();
  const name = await draftName(deps, teamId, body.name);
  const row = {
    teamId,
    campaignId: ulid(now),
    userId,
    name,
    category: 'email' as const,
    campaignType: 'email_only',
    ...newCampaignState,
    options: {},
    touchSequence: body.touchSequence ?? defaultEmailSequence(),
    maxSearchAmount: 2500,
    isSearchEnded: true,
    csvKey: body.key,
    csvColumnNames: csv.report.columns,
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
  const added = await addLeads(deps, created, csv.leads, { created: ids });
  const notCreated = new Set(csv.leads.map((l) => l.publicId).filter((p) => !ids.has(leadIdOf(p))));
  const report = finishEmailCsvReport(csv.report, notCreated);
  return { ...campaignView({ ...created, leadsCount: added }), csv: { ...report, added } };
}
