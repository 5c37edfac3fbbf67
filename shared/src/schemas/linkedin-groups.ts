import * as z from 'zod';

/** Texts of the account's LinkedIn groups (spec 1 §8 toast; the others are ours). */
export const linkedInGroupTexts = {
  refreshed: 'successfully refreshed linkedin groups',
  /** OURS: the bot cannot read groups without a signed-in LinkedIn account. */
  notConnected: 'Please connect your LinkedIn account first',
  /** OURS: the bot tried and could not read the groups page. */
  failed: 'We could not read your LinkedIn groups. Please try again',
  /** OURS: the bot did not answer while the request waited (it still refreshes them). */
  busy: 'Your LinkedIn groups are still being refreshed. Please try again in a minute',
} as const;

/** One group the LinkedIn account belongs to, as its "My groups" page shows it. */
export const ZLinkedInGroup = z.object({
  /** LinkedIn's group id (`/groups/{id}/`). */
  id: z.string().max(64),
  name: z.string().max(200),
  /** The group's URL on linkedin.com: what a group campaign takes as its search URL. */
  url: z.string().max(500),
  membersCount: z.number().int().nullable(),
});
export type TLinkedInGroup = z.infer<typeof ZLinkedInGroup>;

/** GET /linked-in/groups: the account's groups as last refreshed (none before the first refresh). */
export const ZLinkedInGroupsResponse = z.object({
  groups: z.array(ZLinkedInGroup),
  refreshedAt: z.string().nullable(),
});
export type TLinkedInGroupsResponse = z.infer<typeof ZLinkedInGroupsResponse>;

/** POST /linked-in/groups/refresh: the groups just read by the bot, with the spec's toast. */
export const ZRefreshLinkedInGroupsResponse = ZLinkedInGroupsResponse.extend({ message: z.string() });
