import type { Deps } from '../../ports/deps.ts';

/** The token of an email's unsubscribe link: which team's send, and that send's secret. */
export const unsubscribeToken = (s: { teamId: string; messageKey: string; unsubscribeToken: string }) =>
  `${s.teamId}.${s.messageKey}.${s.unsubscribeToken}`;

/** The unsubscribe page of one campaign email (the SPA's /email-unsubscribed, which confirms it). */
export function unsubscribeUrl(
  deps: Deps,
  s: { teamId: string; messageKey: string; unsubscribeToken: string },
): string {
  return `${deps.env.appUrl}/email-unsubscribed?t=${encodeURIComponent(unsubscribeToken(s))}`;
}
