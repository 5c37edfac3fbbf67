// Spec 3 §9: "Reply rate = replies divided by outreach messages sent, percent with one decimal.
// Conversion = connected divided by invites sent. Email open conversion = first emails opened
// divided by first emails sent. Bounce rate = bounced divided by emails sent."

/**
 * A part of a whole as a percent with one decimal, rounded half up; 0 when the whole is 0
 * (nothing sent yet). Counts are whole numbers; negative or non-finite input counts as 0.
 *
 * @example
 * percent(1, 3) // 33.3
 * percent(2, 0) // 0
 */
export function percent(part: number, whole: number): number {
  const p = Number.isFinite(part) && part > 0 ? part : 0;
  const w = Number.isFinite(whole) && whole > 0 ? whole : 0;
  if (w === 0) return 0;
  // Tenths of a percent, computed as one division so 1/8 gives 12.5 and not 12.499….
  return Math.round((p * 1000) / w) / 10;
}

/** Replies ÷ outreach messages sent, percent with one decimal. */
export function replyRate(replies: number, messagesSent: number): number {
  return percent(replies, messagesSent);
}

/** Connected ÷ invites sent (also the dashboard's invitesAcceptedPercent). */
export function conversionRate(connected: number, invitesSent: number): number {
  return percent(connected, invitesSent);
}

/** First emails opened ÷ first emails sent. */
export function emailOpenRate(firstEmailsOpened: number, firstEmailsSent: number): number {
  return percent(firstEmailsOpened, firstEmailsSent);
}

/** Bounced ÷ emails sent. */
export function bounceRate(bounced: number, emailsSent: number): number {
  return percent(bounced, emailsSent);
}

/**
 * A rate as text, always with one decimal.
 *
 * @example
 * formatRate(12) // '12.0%'
 */
export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}
