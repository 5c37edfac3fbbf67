import { AppError } from '@outreach/shared/errors';
import { type FeatureKey, upgradeHintFor } from '@outreach/shared/plans/features';
import { newCampaignState } from '@outreach/shared/rules/outreach/campaigns';
import { peopleSearchUrl } from '@outreach/shared/rules/outreach/people-search-url';
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { audienceOptionKeys, type TCreateAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import { parseCompanyUrl } from '@outreach/shared/schemas/linkedin-urls';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { teamHasFeature } from '../content/team-features.ts';
import { addLeads, leadIdOf } from '../leads/add-leads.ts';
import { readUpload } from '../uploads/create-presigned-url.ts';
import { assertStepAttachments } from './assert-step-attachments.ts';
import { assertStepFeatures } from './assert-step-features.ts';
import { assertStepsAllowed } from './assert-steps-allowed.ts';
import { counterMoves, tabOf } from './campaign-counters.ts';
import { type CampaignRow, campaignView } from './campaign-view.ts';
import { draftName } from './draft-name.ts';

/** View → Connect → Message, with spec 3 §4's defaults, when a draft comes without a sequence (ours). */
export function defaultLinkedInSequence() {
  return {
    sequence: [defaultStep('LI View', 0), defaultStep('LI Connect', 1), defaultStep('LI Message', 2)],
  };
}

/**
 * A company campaign's page as `https://www.linkedin.com/company/{slug}/` (ours: the bot needs the
 * slug only, whatever sub-page was pasted), from its URL or `companyPublicIdentifier`.
 */
export function companyPageUrl(
  body: Pick<TCreateAudienceRequest, 'searchUrl' | 'searchParameters'>,
): string | undefined {
  const slug =
    parseCompanyUrl(body.searchUrl ?? '') ?? body.searchParameters?.companyPublicIdentifier?.trim();
  return slug ? `https://www.linkedin.com/company/${encodeURIComponent(slug.toLowerCase())}/` : undefined;
}

/**
 * The URL a campaign's audience is collected from: a company's page, an event's URL given as
 * `eventUrl`, a people search built from spec 4's `searchParameters` when no URL was given (OURS:
 * the wizard's "Search from filters"), or the URL itself.
 */
export function audienceSourceUrl(
  campaignType: string,
  body: Pick<TCreateAudienceRequest, 'searchUrl' | 'salesNavigatorUrl' | 'searchParameters'>,
): string | undefined {
  if (campaignType === 'company') return companyPageUrl(body);
  const url = body.salesNavigatorUrl || body.searchUrl;
  if (url) return url;
  if (campaignType === 'event') return body.searchParameters?.eventUrl;
  if (campaignType === 'linkedin search' && body.searchParameters)
    return peopleSearchUrl(body.searchParameters) ?? undefined;
  return undefined;
}

const premiumTypeFeature: Partial<Record<TCreateAudienceRequest['campaignType'], FeatureKey>> = {
  company: 'companyCampaign',
  'advertisement post': 'adCampaign',
  newsletter: 'newsletterCampaign',
  'linkedin post': 'postCampaign',
  // Sales Navigator URL campaigns are Premium (spec 1 §1); Recruiter searches too (OURS).
  'sales navigator search': 'salesNavigatorUrl',
  'sales navigator saved search': 'salesNavigatorUrl',
  'recruiter search': 'salesNavigatorUrl',
};

/**
 * Company, ad, newsletter and post campaigns are Premium (spec 1 §1: pro and up), as are Sales
 * Navigator and Recruiter searches, whether a campaign's own or one added later.
 */
export async function assertTypeOnPlan(
  deps: Deps,
  teamId: string,
  type: TCreateAudienceRequest['campaignType'],
) {
  const typeFeature = premiumTypeFeature[type];
  if (typeFeature && !(await teamHasFeature(deps, teamId, typeFeature)))
    throw new AppError('BAD_REQUEST', upgradeHintFor(typeFeature) ?? 'Not available on your plan');
}

/**
 * POST /campaigns/audience: a draft from a search URL (or parameters), or from an uploaded CSV of
 * profile URLs (`csvKey`), whose leads are added at once and start when the campaign is published.
 * `extra` is written with the row (an interactive campaign's answers), in the same transaction.
 */
export async function createCampaign(
  deps: Deps,
  teamId: string,
  userId: string,
  body: TCreateAudienceRequest,
  extra: Pick<Partial<CampaignRow>, 'interactiveAnswers'> = {},
) {
  const isCsv = body.campaignType === 'csv upload' || Boolean(body.csvKey);
  if (isCsv && !body.csvKey) throw new AppError('BAD_REQUEST', 'Please upload a CSV file');
  assertStepsAllowed(body.category, body.touchSequence);
  await assertTypeOnPlan(deps, teamId, body.campaignType);
  await assertStepFeatures(deps, teamId, body.touchSequence);
  await assertStepAttachments(deps, teamId, body.touchSequence);
  const now = deps.clock.now();
  const options = Object.fromEntries(
    audienceOptionKeys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  );
  const row = {
    teamId,
    campaignId: ulid(now),
    userId,
    name: await draftName(deps, teamId, body.name),
    category: body.category,
    campaignType: isCsv ? 'csv upload' : body.campaignType,
    ...newCampaignState,
    searchUrl: isCsv ? undefined : audienceSourceUrl(body.campaignType, body),
    searchParameters: body.searchParameters,
    options,
    touchSequence: body.touchSequence ?? defaultLinkedInSequence(),
    maxSearchAmount: body.maxSearchAmount ?? 2500,
    isSearchEnded: isCsv,
    csvKey: body.csvKey,
    ...extra,
    createdAt: now,
    updatedAt: now,
  };
  // Read the CSV before writing anything, so a bad file leaves no draft behind.
  // The CSV parser (csv-parse, ~30 KiB) loads only for a CSV audience: the lead finder's functions
  // create campaigns through this file too, and never read a CSV.
  const csvParser = isCsv ? await import('@outreach/shared/rules/outreach/profile-csv') : null;
  const csv = csvParser ? csvParser.parseProfileCsv(await readUpload(deps, teamId, body.csvKey!)) : null;
  if (csv && csv.leads.length === 0)
    throw new AppError('BAD_REQUEST', 'The CSV file has no LinkedIn profile URLs');
  const withColumns = csv ? { ...row, csvColumnNames: csv.report.columns } : row;
  const res = await createWriteTransaction(
    { campaign: CampaignEntity, campaignCounter: CampaignCounterEntity },
    ({ campaign, campaignCounter }) => [
      campaign.create(withColumns).commit(),
      ...counterMoves({ campaignCounter }, teamId, null, tabOf(row)),
    ],
  ).go();
  if (res.canceled) throw new Error(`campaign create failed: ${res.data.map((d) => d.code).join(',')}`);
  const key = { teamId, campaignId: row.campaignId };
  const created = (await CampaignEntity.get(key).go()).data as CampaignRow;
  if (!csv || !csvParser) return campaignView(created);
  const ids = new Set<string>();
  const added = await addLeads(deps, created, csv.leads, { created: ids });
  const report = csvParser.finishCsvReport(csv.report, csv.leads, ids, leadIdOf);
  return {
    ...campaignView({ ...created, leadsCount: added }),
    csv: { ...report, added, invalid: csv.invalid },
  };
}
