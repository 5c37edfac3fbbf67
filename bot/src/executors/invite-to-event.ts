import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import type { Locator } from 'playwright-core';
import { eventPaths, eventSel } from '../linkedin/event-page-objects.ts';
import { attrOf, exists, find, findAll, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open, RetryLater, testPause } from './common.ts';
import { submitLanding } from './compose-form.ts';

type Outcome = ActionOutcomes['invite-to-event'];

/** The picker's row of `publicId` (the search may list namesakes), or null. */
async function rowOf(ctx: ExecContext, publicId: string): Promise<Locator | null> {
  for (const row of await findAll(ctx.page, eventSel.inviteRow)) {
    const href = await attrOf(row, eventSel.inviteRowLink, 'href');
    if (href && publicIdFromUrl(href) === publicId) return row;
  }
  return null;
}

/** "Invited" / "Attending" on the row, or null while it still offers Invite. */
async function stateOf(row: Locator): Promise<'invited' | 'attending' | null> {
  if (!(await exists(row, eventSel.inviteState))) return null;
  const t = ((await textOf(row, eventSel.inviteState)) ?? '').toLowerCase();
  return t.includes('attend') ? 'attending' : 'invited';
}

/**
 * Invites a 1st-degree connection to an event through the event's "Invite connections" picker,
 * searching the lead by name. Checks the site first: a row already reading Invited (a crash after
 * Invite) or Attending sends nothing. Someone the picker does not list is not a connection.
 */
export async function inviteToEvent(
  ctx: ExecContext,
  payload: ActionPayloads['invite-to-event'],
): Promise<Outcome> {
  const { page } = ctx;
  const publicId = publicIdFromUrl(payload.profileUrl);
  if (!publicId) return { result: 'not-found' };
  const keywords = payload.name?.trim() || publicId;
  const { status } = await open(ctx, eventPaths.invite(payload.eventId, keywords));
  if (status === 404) return { result: 'not-found' };
  if (await exists(page, eventSel.inviteNotAttendee))
    return { result: 'not-attendee', reason: (await textOf(page, eventSel.inviteNotAttendee)) ?? undefined };
  if (!(await exists(page, eventSel.invitePicker))) return { result: 'not-found' };
  const row = await rowOf(ctx, publicId);
  if (!row) return { result: 'not-connection' };
  const before = await stateOf(row);
  if (before === 'invited') return { result: 'already-invited' };
  if (before === 'attending') return { result: 'attending' };

  await testPause(ctx, 'before-submit');
  await find(row, eventSel.inviteButton).click();
  if ((await submitLanding(ctx, 'Event invitation')) === 'error') {
    const reason = (await textOf(page, eventSel.errorToast)) ?? 'Invitation refused';
    if (/limit/i.test(reason)) return { result: 'limit-reached', reason };
    if (/already invited/i.test(reason)) return { result: 'already-invited' };
    if (/already attending/i.test(reason)) return { result: 'attending' };
    if (/only invite your connections/i.test(reason)) return { result: 'not-connection', reason };
    return { result: 'refused', reason };
  }
  // The picker shows the row again: it must now read Invited, else the invitation is not confirmed.
  const after = await rowOf(ctx, publicId);
  if (!after || (await stateOf(after)) !== 'invited')
    throw new RetryLater('Event invitation not confirmed', 10 * 60_000);
  await testPause(ctx, 'after-submit');
  return { result: 'invited' };
}
