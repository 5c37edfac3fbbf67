import type { ActionOutcomes } from '@outreach/functions/domain/bot/types';
import { eventIdFromUrl, eventPaths, eventSel, parseAttendeesCount } from '../linkedin/event-page-objects.ts';
import { attrOf, exists, findAll, siteUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open } from './common.ts';

/** Reads "Your events": every event the account organises or attends, with its URL on linkedin.com. */
export async function syncEvents(ctx: ExecContext): Promise<ActionOutcomes['sync-events']> {
  await open(ctx, eventPaths.myEvents);
  // An unknown page must not read as "no events" (the stored list would be emptied): fail the action.
  if (!(await exists(ctx.page, eventSel.myEventsList))) throw new Error('Your events page not recognised');
  const events: ActionOutcomes['sync-events']['events'] = [];
  const seen = new Set<string>();
  for (const row of await findAll(ctx.page, eventSel.myEvent)) {
    const href = await attrOf(row, eventSel.myEventLink, 'href');
    const url = href ? siteUrl(ctx.base, href) : undefined;
    const id = url ? eventIdFromUrl(url) : null;
    if (!url || !id || seen.has(id)) continue;
    seen.add(id);
    const startsAt = await attrOf(row, eventSel.myEventTime, 'datetime');
    const role = (await textOf(row, eventSel.myEventRole)) ?? '';
    const attendeesCount = parseAttendeesCount(await textOf(row, eventSel.myEventCount));
    events.push({
      id,
      name: (await textOf(row, eventSel.myEventLink)) ?? id,
      url: siteUrl(ctx.base, `/events/${encodeURIComponent(id)}/`),
      ...(startsAt && !Number.isNaN(Date.parse(startsAt))
        ? { startsAt: new Date(startsAt).toISOString() }
        : {}),
      organizer: /organi[sz]er/i.test(role),
      ...(attendeesCount === undefined ? {} : { attendeesCount }),
    });
  }
  ctx.log('events read', { count: events.length });
  return { events };
}
