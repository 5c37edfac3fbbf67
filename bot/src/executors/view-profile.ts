import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { type ExecContext, openProfile } from './common.ts';

/** Opens the profile (LinkedIn records the view) and reads the top card. */
export async function viewProfile(
  ctx: ExecContext,
  payload: ActionPayloads['view-profile'],
): Promise<ActionOutcomes['view-profile']> {
  const state = await openProfile(ctx, payload.profileUrl);
  if (!state.found) return { result: 'not-found' };
  // A person reads a profile for a moment before moving on.
  await ctx.page.mouse.wheel(0, 600).catch(() => {});
  return { result: 'viewed', person: state.person };
}
