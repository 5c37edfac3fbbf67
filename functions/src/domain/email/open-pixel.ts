import { sequenceConditions } from '@outreach/shared/rules/outreach/branches';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { Deps } from '../../ports/deps.ts';
import { unsubscribeToken } from './unsubscribe-link.ts';

/**
 * The open pixel of one campaign email (issue #9): the public API call that records the open, with
 * the send's own token (the same capability as its unsubscribe link).
 */
export function openPixelUrl(
  deps: Deps,
  s: { teamId: string; messageKey: string; unsubscribeToken: string },
): string {
  return `${deps.env.appUrl}/api/v1/email/open?t=${encodeURIComponent(unsubscribeToken(s))}`;
}

/** Where the pixel's call sends the mail client: a 1×1 transparent GIF served with the SPA. */
export const openPixelImageUrl = (deps: Deps) => `${deps.env.appUrl}/open.gif`;

/**
 * Whether a campaign's emails carry the open pixel (OURS): only when a Condition of its sequence
 * waits for an open, so no other email is tracked.
 */
export function tracksOpens(sequence: readonly SequenceStep[]): boolean {
  return sequenceConditions(sequence).nodes.some((n) => sequence[n.index]?.condition === 'opened');
}
