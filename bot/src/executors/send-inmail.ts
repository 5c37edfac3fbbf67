import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { inmailPaths, inmailSel } from '../linkedin/inmail-page-objects.ts';
import { exists, find, findAll, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open, RetryLater, testPause } from './common.ts';

type Outcome = ActionOutcomes['send-inmail'];

/** Text of the latest message we sent in the member's InMail thread (none before the first). */
async function latestOutgoing(ctx: ExecContext): Promise<string | undefined> {
  for (const ev of (await findAll(ctx.page, inmailSel.event)).reverse()) {
    if ((await ev.getAttribute('data-direction')) === 'outgoing')
      return normalizeText((await textOf(ev, inmailSel.eventBody)) ?? '');
  }
  return undefined;
}

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
  if ((await latestOutgoing(ctx)) === normalizeText(text)) return { result: 'already-sent', free };
  if (await exists(page, inmailSel.connected)) return { result: 'connected' };
  if (await exists(page, inmailSel.noCredits)) return { result: 'no-credits' };

  await find(page, inmailSel.subject).fill(payload.subject.trim());
  await find(page, inmailSel.body).fill(text);
  await testPause(ctx, 'before-submit');
  await find(page, inmailSel.send).click();
  // The form posts and lands on the thread (`?sent=1`), or answers with the page and an error toast.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const landed = await page
      .evaluate(() => ({
        sent: new URL(location.href).searchParams.get('sent') === '1',
        error: !!document.querySelector('[data-test-artdeco-toast-item-type="error"]'),
      }))
      .catch(() => ({ sent: false, error: false }));
    if (landed.error) {
      // Out of credits between the check and the send; other refusals are the site's answer to this text.
      if (await exists(page, inmailSel.noCredits)) return { result: 'no-credits' };
      return { result: 'refused', reason: (await textOf(page, inmailSel.errorToast)) ?? 'InMail refused' };
    }
    if (landed.sent) break;
    if (Date.now() > deadline) throw new RetryLater('InMail not confirmed', 10 * 60_000);
    await page.waitForTimeout(200);
  }
  if ((await latestOutgoing(ctx)) !== normalizeText(text))
    throw new RetryLater('InMail not confirmed', 10 * 60_000);
  await testPause(ctx, 'after-submit');
  return { result: 'sent', free };
}
