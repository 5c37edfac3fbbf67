import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { find, sel, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, openProfile, RetryLater, testPause } from './common.ts';

const withdrawSel = {
  confirm: ['[role="dialog"] button[aria-label="Withdraw"]', '[role="dialog"] button:has-text("Withdraw")'],
} as const;

/**
 * Withdraws the pending invitation to a profile. Verifies first: a profile that no longer shows
 * Pending (withdrawn before, or accepted) is left alone.
 */
export async function withdrawInvite(
  ctx: ExecContext,
  payload: ActionPayloads['withdraw-invite'],
): Promise<ActionOutcomes['withdraw-invite']> {
  const { page } = ctx;
  const state = await openProfile(ctx, payload.profileUrl);
  if (!state.found) return { result: 'not-found' };
  if (state.connected) return { result: 'connected' };
  if (!state.pending) return { result: 'not-pending' };
  await find(page, sel.profile.pending).click();
  const confirm = find(page, withdrawSel.confirm);
  await confirm.waitFor({ state: 'visible' });
  await testPause(ctx, 'before-submit');
  await confirm.click();
  // The site shows a toast and reloads the profile: done once Pending is gone.
  const gone = await find(page, sel.profile.pending)
    .waitFor({ state: 'detached', timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  if (!gone) {
    const error = await textOf(page, sel.invite.errorToast);
    throw new RetryLater(error ?? 'Withdraw not confirmed', 60 * 60_000);
  }
  await testPause(ctx, 'after-submit');
  return { result: 'withdrawn' };
}
