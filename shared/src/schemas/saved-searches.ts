import * as z from 'zod';

/** Texts of the account's Sales Navigator saved searches (OURS: the spec shows none; worded like the events' ones). */
export const savedSearchTexts = {
  refreshed: 'successfully refreshed saved searches',
  notConnected: 'Please connect your LinkedIn account first',
  /** The signed-in LinkedIn account meets Sales Navigator's upsell page. */
  noSalesNavigator: 'Your LinkedIn account does not include Sales Navigator',
  failed: 'We could not read your Sales Navigator saved searches. Please try again',
  busy: 'Your saved searches are still being refreshed. Please try again in a minute',
} as const;

/** One saved lead search of the account's Sales Navigator. */
export const ZSavedSearch = z.object({
  /** Sales Navigator's `savedSearchId`. */
  id: z.string().max(64),
  name: z.string().max(200),
  /** Its results on linkedin.com: what a Sales Navigator saved search campaign takes. */
  url: z.string().max(500),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/** GET /users/saved-searches (spec 3 §7; shape OURS): as last refreshed, none before the first refresh. */
export const ZSavedSearchesResponse = z.object({
  savedSearches: z.array(ZSavedSearch),
  refreshedAt: z.string().nullable(),
});
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponse>;

/** PATCH /users/refresh-saved-searches: the searches just read by the bot, with a toast. */
export const ZRefreshSavedSearchesResponse = ZSavedSearchesResponse.extend({ message: z.string() });
