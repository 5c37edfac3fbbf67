import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { type ExecContext, openProfile } from './common.ts';
import { viewExtras } from './view-extras.ts';

/** Opens the profile (LinkedIn records the view), reads the top card, then does the step's extras. */
export async function viewProfile(
  ctx: ExecContext,
  payload: ActionPayloads['view-profile'],
): Promise<ActionOutcomes['view-profile']> {
  const state = await openProfile(ctx, payload.profileUrl);
  if (!state.found) return { result: 'not-found' };
  // A person reads a profile for a moment before moving on.
  await ctx.page.mouse.wheel(0, 600).catch(() => {});
  const extras = await viewExtras(ctx, state.person.publicId, payload);
  return { result: 'viewed', person: state.person, ...extras };
}
