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

/** The List-Unsubscribe address (RFC 8058 one-click): the API call itself, answered to a POST. */
export function oneClickUnsubscribeUrl(
  deps: Deps,
  s: { teamId: string; messageKey: string; unsubscribeToken: string },
): string {
  return `${deps.env.appUrl}/api/v1/email/unsubscribe?t=${encodeURIComponent(unsubscribeToken(s))}`;
}
