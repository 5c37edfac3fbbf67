import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { groupPaths, groupSel } from '../linkedin/group-page-objects.ts';
import { exists, find, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open, testPause } from './common.ts';
import { confirmSent, latestOutgoing, submitLanding } from './compose-form.ts';

type Outcome = ActionOutcomes['send-group-message'];

/**
 * Sends a message to a fellow group member (no connection needed) from the group's message page.
 * Checks the site first: when the conversation's latest outgoing message already reads this text,
 * it went out before (a crash after Send) and is not sent again. Not both members: `not-member`;
 * the month's group messages used up: `limit-reached`.
 */
export async function sendGroupMessage(
  ctx: ExecContext,
  payload: ActionPayloads['send-group-message'],
): Promise<Outcome> {
  const { page } = ctx;
  const text = payload.text.trim();
  const publicId = publicIdFromUrl(payload.profileUrl);
  if (!publicId) return { result: 'not-found' };
  const { status } = await open(ctx, groupPaths.message(payload.groupId, publicId));
  if (status === 404 || !(await exists(page, groupSel.compose))) return { result: 'not-found' };
  if ((await latestOutgoing(ctx, groupSel)) === normalizeText(text)) return { result: 'already-sent' };
  if (await exists(page, groupSel.notMember))
    return { result: 'not-member', reason: (await textOf(page, groupSel.notMember)) ?? undefined };
  if (await exists(page, groupSel.limit)) return { result: 'limit-reached' };

  await find(page, groupSel.body).fill(text);
  await testPause(ctx, 'before-submit');
  await find(page, groupSel.send).click();
  if ((await submitLanding(ctx, 'Group message')) === 'error') {
    if (await exists(page, groupSel.limit)) return { result: 'limit-reached' };
    if (await exists(page, groupSel.notMember)) return { result: 'not-member' };
    return { result: 'refused', reason: (await textOf(page, groupSel.errorToast)) ?? 'Message refused' };
  }
  await confirmSent(ctx, groupSel, text, 'Group message');
  await testPause(ctx, 'after-submit');
  return { result: 'sent' };
}
