import type { TLinkedInEventsResponse } from '@outreach/shared/schemas/linkedin-events';
import { LinkedInEventsEntity } from '../../data/entities/linkedin-events.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, ActionOutcomes } from '../bot/types.ts';

type EventsRow = {
  events?: {
    id: string;
    name: string;
    url: string;
    startsAt?: string;
    organizer?: boolean;
    attendeesCount?: number;
  }[];
  refreshedAt?: number;
};

/** The stored events in the API's shape. */
export function linkedInEventsView(row: EventsRow | null | undefined): TLinkedInEventsResponse {
  return {
    events: (row?.events ?? []).map((e) => ({
      id: e.id,
      name: e.name,
      url: e.url,
      startsAt: e.startsAt ?? null,
      organizer: e.organizer ?? false,
      attendeesCount: e.attendeesCount ?? null,
    })),
    refreshedAt: row?.refreshedAt ? new Date(row.refreshedAt).toISOString() : null,
  };
}

/**
 * Stores the events a finished `sync-events` action read: they replace the account's list whole (an
 * event left on LinkedIn leaves it). Applied once, when the bot reports (apply-outcome); the
 * waiting refresh reads what it wrote.
 */
export async function recordLinkedInEvents(
  deps: Deps,
  acc: AccountKey,
  outcome: ActionOutcomes['sync-events'],
): Promise<void> {
  // The same event twice on the page (a re-render) is kept once; names and URLs are bounded.
  const seen = new Set<string>();
  const events = outcome.events
    .filter((e) => e.id && !seen.has(e.id) && seen.add(e.id))
    .slice(0, 200)
    .map((e) => ({
      id: e.id.slice(0, 64),
      name: e.name.slice(0, 200),
      url: e.url.slice(0, 500),
      ...(e.startsAt && !Number.isNaN(Date.parse(e.startsAt)) ? { startsAt: e.startsAt.slice(0, 40) } : {}),
      organizer: e.organizer === true,
      ...(typeof e.attendeesCount === 'number' ? { attendeesCount: e.attendeesCount } : {}),
    }));
  await LinkedInEventsEntity.upsert({
    teamId: acc.teamId,
    userId: acc.userId,
    events,
    refreshedAt: deps.clock.now(),
  }).go();
}
