import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { inmailPaths, inmailSel } from '../linkedin/inmail-page-objects.ts';
import { exists, find, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open, testPause } from './common.ts';
import { confirmSent, latestOutgoing, submitLanding } from './compose-form.ts';

type Outcome = ActionOutcomes['send-inmail'];

/**
 * Sends an InMail (subject and text) from the member's InMail page. Checks the site first: when the
 * thread's latest outgoing message already reads this text, it went out before (a crash after Send)
 * and is not sent again. A connection gets no InMail (`connected`); no credit and no Open Profile:
 * `no-credits`.
 */
export async function sendInMail(ctx: ExecContext, payload: ActionPayloads['send-inmail']): Promise<Outcome> {
  const { page } = ctx;
  const text = payload.text.trim();
  const publicId = publicIdFromUrl(payload.profileUrl);
  if (!publicId) return { result: 'not-found' };
  const { status } = await open(ctx, inmailPaths.compose(publicId));
  if (status === 404 || !(await exists(page, inmailSel.compose))) return { result: 'not-found' };
  const free = await exists(page, inmailSel.openProfile);
  if ((await latestOutgoing(ctx, inmailSel)) === normalizeText(text)) return { result: 'already-sent', free };
  if (await exists(page, inmailSel.connected)) return { result: 'connected' };
  if (await exists(page, inmailSel.noCredits)) return { result: 'no-credits' };

  await find(page, inmailSel.subject).fill(payload.subject.trim());
  await find(page, inmailSel.body).fill(text);
  await testPause(ctx, 'before-submit');
  await find(page, inmailSel.send).click();
  if ((await submitLanding(ctx, 'InMail')) === 'error') {
    // Out of credits between the check and the send; other refusals are the site's answer to this text.
    if (await exists(page, inmailSel.noCredits)) return { result: 'no-credits' };
    return { result: 'refused', reason: (await textOf(page, inmailSel.errorToast)) ?? 'InMail refused' };
  }
  await confirmSent(ctx, inmailSel, text, 'InMail');
  await testPause(ctx, 'after-submit');
  return { result: 'sent', free };
}
