import { AppError } from '@outreach/shared/errors';
import { campaignActionBlock, csvCampaignTypes } from '@outreach/shared/rules/outreach/campaigns';
import { finishCsvReport, parseProfileCsv } from '@outreach/shared/rules/outreach/profile-csv';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { addLeads, leadIdOf } from '../leads/add-leads.ts';
import { readUpload } from '../uploads/create-presigned-url.ts';
import { campaignView, loadCampaign } from './campaign-view.ts';

/** OURS: the spec shows the call, not its refusals. */
export const addAudienceMessages = {
  notCsv: 'Only CSV upload campaigns take more leads from a file',
  notActive: 'Leads can be added to active campaigns only',
  empty: 'The CSV file has no LinkedIn profile URLs',
} as const;

/**
 * PATCH /campaigns/{id}/linked-in/audience/csv {key}: more leads for a CSV campaign from another
 * uploaded file (spec 3 §2 /campaign/{id}/audience). People already in the campaign are reported as
 * duplicates; new ones start the sequence at once when the campaign runs. Answers the campaign and
 * the file's per-row report.
 */
export async function addCsvAudience(deps: Deps, teamId: string, id: string, key: string) {
  const c = await loadCampaign(deps, teamId, id);
  if (!(csvCampaignTypes as readonly string[]).includes(c.campaignType))
    throw new AppError('BAD_REQUEST', addAudienceMessages.notCsv);
  const block = campaignActionBlock(c, 'addLeads');
  if (block)
    throw new AppError('BAD_REQUEST', block === 'not-allowed' ? addAudienceMessages.notActive : block);
  const csv = parseProfileCsv(await readUpload(deps, teamId, key));
  if (csv.leads.length === 0) throw new AppError('BAD_REQUEST', addAudienceMessages.empty);
  const ids = new Set<string>();
  const added = await addLeads(deps, c, csv.leads, { created: ids });
  const report = finishCsvReport(csv.report, csv.leads, ids, leadIdOf);
  const columns = [...new Set([...(c.csvColumnNames ?? []), ...csv.report.columns])];
  await CampaignEntity.patch({ teamId, campaignId: id }).set({ csvColumnNames: columns }).go();
  const fresh = await loadCampaign(deps, teamId, id);
  return { ...campaignView(fresh), csv: { ...report, added, invalid: csv.invalid } };
}
