import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { eventPaths, eventSel } from '../linkedin/event-page-objects.ts';
import { exists, find, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open, testPause } from './common.ts';
import { confirmSent, latestOutgoing, submitLanding } from './compose-form.ts';

type Outcome = ActionOutcomes['send-event-message'];

/**
 * Sends a message to a fellow attendee (no connection needed) from the event's message page.
 * Checks the site first: when the conversation's latest outgoing message already reads this text,
 * it went out before (a crash after Send) and is not sent again. Not both attending: `not-attendee`.
 */
export async function sendEventMessage(
  ctx: ExecContext,
  payload: ActionPayloads['send-event-message'],
): Promise<Outcome> {
  const { page } = ctx;
  const text = payload.text.trim();
  const publicId = publicIdFromUrl(payload.profileUrl);
  if (!publicId) return { result: 'not-found' };
  const { status } = await open(ctx, eventPaths.message(payload.eventId, publicId));
  if (status === 404 || !(await exists(page, eventSel.compose))) return { result: 'not-found' };
  if ((await latestOutgoing(ctx, eventSel)) === normalizeText(text)) return { result: 'already-sent' };
  if (await exists(page, eventSel.notAttendee))
    return { result: 'not-attendee', reason: (await textOf(page, eventSel.notAttendee)) ?? undefined };

  await find(page, eventSel.body).fill(text);
  await testPause(ctx, 'before-submit');
  await find(page, eventSel.send).click();
  if ((await submitLanding(ctx, 'Event message')) === 'error') {
    if (await exists(page, eventSel.notAttendee)) return { result: 'not-attendee' };
    return { result: 'refused', reason: (await textOf(page, eventSel.errorToast)) ?? 'Message refused' };
  }
  await confirmSent(ctx, eventSel, text, 'Event message');
  await testPause(ctx, 'after-submit');
  return { result: 'sent' };
}
