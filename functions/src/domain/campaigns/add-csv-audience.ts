import { AppError } from '@outreach/shared/errors';
import type { CsvReport } from '@outreach/shared/rules/outreach/audience-csv';
import { campaignActionBlock } from '@outreach/shared/rules/outreach/campaigns';
import { finishEmailCsvReport, parseEmailCsv } from '@outreach/shared/rules/outreach/email-csv';
import { finishCsvReport, parseProfileCsv } from '@outreach/shared/rules/outreach/profile-csv';
import { finishXReport, parseXCsv } from '@outreach/shared/rules/outreach/x-csv';
import type { TCsvAudienceChannel } from '@outreach/shared/schemas/campaign-audience';
import { xCampaignMessages } from '@outreach/shared/schemas/x-campaigns';
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
  emptyEmail: 'The CSV file has no email addresses',
  emptyX: xCampaignMessages.noHandles,
} as const;

/** The campaign type each channel's file feeds. */
const typeOfChannel: Record<TCsvAudienceChannel, string> = {
  'linked-in': 'csv upload',
  email: 'email_only',
  twitter: 'twitter_csv',
};

/** Each channel's reader: its leads, its report and how the report learns who was already there. */
function readChannel(channel: TCsvAudienceChannel, raw: string) {
  if (channel === 'linked-in') {
    const csv = parseProfileCsv(raw);
    return {
      leads: csv.leads,
      empty: addAudienceMessages.empty,
      invalid: csv.invalid as number | undefined,
      finish: (ids: Set<string>) => finishCsvReport(csv.report, csv.leads, ids, leadIdOf),
    };
  }
  const csv = channel === 'email' ? parseEmailCsv(raw) : parseXCsv(raw);
  const finish = channel === 'email' ? finishEmailCsvReport : finishXReport;
  return {
    leads: csv.leads,
    empty: channel === 'email' ? addAudienceMessages.emptyEmail : addAudienceMessages.emptyX,
    invalid: undefined,
    finish: (ids: Set<string>): CsvReport =>
      finish(csv.report, new Set(csv.leads.map((l) => l.publicId).filter((p) => !ids.has(leadIdOf(p))))),
  };
}

/**
 * PATCH /campaigns/{id}/{type}/audience/csv {key}: more leads for a CSV campaign from another uploaded
 * file of its channel (spec 3 §2 /campaign/{id}/audience). People already in the campaign are reported
 * as duplicates; new ones start the sequence at once when the campaign runs. Answers the campaign and
 * the file's per-row report. The file is read whole before anything is written.
 */
export async function addCsvAudience(
  deps: Deps,
  teamId: string,
  id: string,
  key: string,
  channel: TCsvAudienceChannel = 'linked-in',
) {
  const c = await loadCampaign(deps, teamId, id);
  if (c.campaignType !== typeOfChannel[channel])
    throw new AppError('BAD_REQUEST', addAudienceMessages.notCsv);
  const block = campaignActionBlock(c, 'addLeads');
  if (block)
    throw new AppError('BAD_REQUEST', block === 'not-allowed' ? addAudienceMessages.notActive : block);
  const csv = readChannel(channel, await readUpload(deps, teamId, key));
  if (csv.leads.length === 0) throw new AppError('BAD_REQUEST', csv.empty);
  const ids = new Set<string>();
  const added = await addLeads(deps, c, csv.leads, { created: ids });
  const report = csv.finish(ids);
  const columns = [...new Set([...(c.csvColumnNames ?? []), ...report.columns])];
  await CampaignEntity.patch({ teamId, campaignId: id }).set({ csvColumnNames: columns }).go();
  const fresh = await loadCampaign(deps, teamId, id);
  return { ...campaignView(fresh), csv: { ...report, added, invalid: csv.invalid ?? report.invalid } };
}
