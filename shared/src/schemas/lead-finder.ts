// Spec 1 §9 and spec 3 §5, §6: the lead finder (search a people database, caps and search limits
// per plan, waitlist). Paths and payloads are not shown in the spec (spec 3 §7): ours.
import * as z from 'zod';
import { pagination } from '../constants/outreach.ts';
import { leadFinderLimitedTooltip } from '../rules/outreach/lead-finder.ts';

export const leadFinderMessages = {
  /** Above the plan's per-page cap or past its search limit (spec 3 §5 tooltip text). */
  limited: leadFinderLimitedTooltip,
  perPage: `Rows per page must be one of ${pagination.perPageOptions.join(', ')}`,
  noPeople: 'Please select at least one lead',
  unknownPeople: 'Some selected leads were not found',
  campaignClosed: 'Leads can be added to draft, active or paused LinkedIn campaigns only',
  unavailable: 'The lead finder is not available right now',
} as const;

const ZFilter = z.string().trim().max(200).default('');

/** GET /lead-finder/people: filters (each optional) and the page. */
export const ZLeadFinderSearchQuery = z.object({
  keywords: ZFilter,
  title: ZFilter,
  company: ZFilter,
  location: ZFilter,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (pagination.perPageOptions as readonly number[]).includes(n), leadFinderMessages.perPage)
    .default(pagination.defaultPerPage),
});
export type TLeadFinderSearchQuery = z.infer<typeof ZLeadFinderSearchQuery>;

/** A row of an answer (not a request: its strings need no bounds). */
const ZLeadFinderPerson = z.object({
  publicId: z.string(),
  profileUrl: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  headline: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  industry: z.string(),
});
export type TLeadFinderPerson = z.infer<typeof ZLeadFinderPerson>;

export const ZLeadFinderSearchResponse = z.object({
  people: z.array(ZLeadFinderPerson),
  page: z.number(),
  perPage: z.number(),
  /** Matches reachable on the plan (at most its search limit). */
  total: z.number(),
  /** More people match than the plan's search limit shows. */
  limited: z.boolean(),
});
export type TLeadFinderSearchResponse = z.infer<typeof ZLeadFinderSearchResponse>;

/** GET /lead-finder: the caller's plan limits and waitlist state. */
export const ZLeadFinderInfoResponse = z.object({
  plan: z.string(),
  resultsCap: z.number(),
  searchLimit: z.number(),
  limited: z.boolean(),
  perPageOptions: z.array(
    z.object({ value: z.number(), disabled: z.boolean(), tooltip: z.string().nullable() }),
  ),
  /** Enterprise, agency and teams: the waitlist modal ('open') or the completed-waitlist one. */
  waitlist: z.enum(['none', 'open', 'applied']),
});
export type TLeadFinderInfoResponse = z.infer<typeof ZLeadFinderInfoResponse>;

const ZPublicIds = z
  .array(z.string().trim().min(1).max(200), { error: leadFinderMessages.noPeople })
  .min(1, leadFinderMessages.noPeople)
  .max(500);

/** POST /lead-finder/campaigns: a new LinkedIn campaign (a draft) whose audience is the selection. */
export const ZLeadFinderCampaignRequest = z.object({
  name: z.string().trim().max(100).optional(),
  publicIds: ZPublicIds,
});
export type TLeadFinderCampaignRequest = z.infer<typeof ZLeadFinderCampaignRequest>;

/** POST /lead-finder/campaigns/{id}/leads: the selection added to an existing campaign. */
export const ZLeadFinderLeadsRequest = z.object({ publicIds: ZPublicIds });

export const ZLeadFinderCampaignIdParam = z.object({ id: z.string().min(1).max(64) });

export const ZLeadFinderAudienceResponse = z.object({
  campaignId: z.string(),
  name: z.string(),
  category: z.string(),
  added: z.number(),
  /** Selected people already in the campaign. */
  duplicates: z.number(),
});
export type TLeadFinderAudienceResponse = z.infer<typeof ZLeadFinderAudienceResponse>;

export const ZSeWaitlistResponse = z.object({ applied: z.boolean(), appliedAt: z.number() });
