import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { exists, find, NOTE_MAX_LENGTH, sel, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, LimitReached, openProfile, RetryLater, testPause } from './common.ts';

type ConnectOutcome = ActionOutcomes['connect'];

/**
 * Sends a connection invitation (with an optional note). Verifies first: a profile that already
 * shows Pending or Message is not invited again, so a redelivered or re-claimed action is safe.
 */
export async function connect(ctx: ExecContext, payload: ActionPayloads['connect']): Promise<ConnectOutcome> {
  const { page } = ctx;
  const state = await openProfile(ctx, payload.profileUrl);
  if (!state.found) return { result: 'not-found' };
  const { person } = state;
  if (state.pending) return { result: 'already-pending', person };
  if (state.connected) return { result: 'already-connected', person };

  let button = find(page, sel.profile.connect);
  if ((await button.count()) === 0) {
    // Creators show Follow first; Connect sits in the "More" menu, rendered outside the top card.
    const more = find(page, sel.profile.more);
    if ((await more.count()) === 0) return { result: 'unavailable', person };
    await more.click();
    button = find(page, sel.profile.menuConnect);
    if ((await button.count()) === 0) {
      await page.keyboard.press('Escape').catch(() => {});
      return { result: 'unavailable', person };
    }
  }
  await button.click();
  await find(page, sel.invite.dialog).waitFor({ state: 'visible' });

  const note = payload.note?.trim();
  if (note) {
    await find(page, sel.invite.addNote).click();
    const box = find(page, sel.invite.note);
    await box.waitFor({ state: 'visible' });
    const max = Number((await box.getAttribute('maxlength')) ?? NOTE_MAX_LENGTH) || NOTE_MAX_LENGTH;
    await box.fill(note.slice(0, max));
    await testPause(ctx, 'before-submit');
    await find(page, sel.invite.send).click();
  } else {
    await testPause(ctx, 'before-submit');
    await find(page, sel.invite.sendWithoutNote).click();
  }

  // The page answers with Pending (or a sent toast), the limit alert, or an error toast.
  const pending = find(page, sel.profile.pending);
  const sent = find(page, sel.invite.sentToast);
  const limit = find(page, sel.invite.limitAlert);
  const toast = find(page, sel.invite.errorToast);
  await pending.or(sent).or(limit).or(toast).first().waitFor({ state: 'visible', timeout: 20_000 });
  if (await exists(page, sel.invite.limitAlert)) {
    const text = (await textOf(page, sel.invite.limitAlert)) ?? '';
    await find(page, sel.invite.limitGotIt)
      .click()
      .catch(() => {});
    ctx.log('invitation-limit', { text });
    if (/daily/i.test(text)) throw new LimitReached('daily-invite-limit', 12 * 60 * 60_000);
    return { result: 'weekly-limit', person };
  }
  if ((await pending.count()) > 0 || (await sent.count()) > 0) {
    await testPause(ctx, 'after-submit');
    return { result: 'sent', person };
  }
  const message = (await textOf(page, sel.invite.errorToast)) ?? 'Invitation failed';
  throw new RetryLater(message, 60 * 60_000);
}
