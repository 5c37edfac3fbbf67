import * as z from 'zod';

/** Texts of the account's LinkedIn company pages (OURS: the spec names the call only; worded like the groups' ones). */
export const linkedInCompanyTexts = {
  refreshed: 'successfully refreshed linkedin company pages',
  notConnected: 'Please connect your LinkedIn account first',
  /** The bot tried and could not read the page listing them. */
  failed: 'We could not read the LinkedIn pages you manage. Please try again',
  /** The bot did not answer while the request waited (it still refreshes them). */
  busy: 'Your LinkedIn pages are still being refreshed. Please try again in a minute',
} as const;

/** A company page the LinkedIn account administers ("Pages you manage"): what an Invite to company campaign takes. */
export const ZLinkedInCompany = z.object({
  /** LinkedIn's `urn:li:fsd_company:{id}` (spec 4: `/users/me`'s `companies` [{name, entityUrn}]). */
  entityUrn: z.string().max(100),
  name: z.string().max(200),
  /** The page's URL on linkedin.com (`/company/{slug}/`): a company campaign's URL. */
  url: z.string().max(500),
});
export type TLinkedInCompany = z.infer<typeof ZLinkedInCompany>;

/** GET /linked-in/companies (spec 1 §8, spec 3 §7; shape OURS): as last refreshed, none before the first refresh. */
export const ZLinkedInCompaniesResponse = z.object({
  companies: z.array(ZLinkedInCompany),
  refreshedAt: z.string().nullable(),
});
export type TLinkedInCompaniesResponse = z.infer<typeof ZLinkedInCompaniesResponse>;

/** POST /linked-in/companies/refresh (OURS, as the groups' refresh): the pages just read, with a toast. */
export const ZRefreshLinkedInCompaniesResponse = ZLinkedInCompaniesResponse.extend({ message: z.string() });
