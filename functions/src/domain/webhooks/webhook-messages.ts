import { createHash } from 'node:crypto';

/** One try of one delivery: the body of a `steps` queue message (and of a retry's schedule). */
export interface WebhookMessage {
  kind: 'webhook';
  teamId: string;
  subscriptionId: string;
  deliveryId: string;
  /** How many tries the delivery had before this one; a redelivered message finds it moved on. */
  attempt: number;
}

/** Waits after each failed try, in product time (ours): 1 min, 5 min, 30 min, 2 h, 8 h. */
export const webhookBackoffMs = [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000] as const;

/** A delivery id that sorts by time (newest first in the log) and is unique per subscription. */
export function deliveryIdOf(at: number, unique: string): string {
  const hash = createHash('sha1').update(unique).digest('hex').slice(0, 12);
  return `${at.toString(36).padStart(9, '0')}-${hash}`;
}

export const retryScheduleName = (deliveryId: string, attempt: number) =>
  `wh-${createHash('sha1').update(`${deliveryId}|${attempt}`).digest('hex')}`;
