import * as z from 'zod';

/** Texts of the account's LinkedIn events (OURS: the spec shows none; worded like the groups' ones). */
export const linkedInEventTexts = {
  refreshed: 'successfully refreshed linkedin events',
  /** The bot cannot read events without a signed-in LinkedIn account. */
  notConnected: 'Please connect your LinkedIn account first',
  /** The bot tried and could not read the events page. */
  failed: 'We could not read your LinkedIn events. Please try again',
  /** The bot did not answer while the request waited (it still refreshes them). */
  busy: 'Your LinkedIn events are still being refreshed. Please try again in a minute',
} as const;

/** One event the LinkedIn account organises or attends, as its "Your events" page shows it. */
export const ZLinkedInEvent = z.object({
  /** LinkedIn's event id (`/events/{19 digits}/`). */
  id: z.string().max(64),
  name: z.string().max(200),
  /** The event's URL on linkedin.com: what an event campaign takes as its search URL. */
  url: z.string().max(500),
  /** When it starts (ISO), when the page shows it. */
  startsAt: z.string().max(40).nullable(),
  /** The account organises it (else it attends). */
  organizer: z.boolean(),
  attendeesCount: z.number().int().nullable(),
});
export type TLinkedInEvent = z.infer<typeof ZLinkedInEvent>;

/** GET /linked-in/events: the account's events as last refreshed (none before the first refresh). */
export const ZLinkedInEventsResponse = z.object({
  events: z.array(ZLinkedInEvent),
  refreshedAt: z.string().nullable(),
});
export type TLinkedInEventsResponse = z.infer<typeof ZLinkedInEventsResponse>;

/** POST /linked-in/events/refresh: the events just read by the bot, with a toast. */
export const ZRefreshLinkedInEventsResponse = ZLinkedInEventsResponse.extend({ message: z.string() });
