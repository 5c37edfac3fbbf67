import type { TCampaignSendersResponse } from '@outreach/shared/schemas/campaign-senders';
import { REHEARSAL_MAX_SENDERS, type TRehearsalProfile } from '@outreach/shared/schemas/rehearsal';

/**
 * The senders a rehearsal of this campaign runs with (issue #9): the campaign's senders that have a
 * LinkedIn account, in the campaign's order, each with its own daily limits; the first
 * `REHEARSAL_MAX_SENDERS` only (the sandbox's accounts). Undefined when none has an account: the
 * rehearsal then runs on the product's defaults.
 *
 * @example
 * rehearsalProfile({ senderIds: ['u1'], candidates: [{ userId: 'u1', name: 'Ada', dailyLimits: { views: 80, invites: 7, messages: 50 }, … }], … })
 * // { senders: [{ name: 'Ada', limits: { views: 80, invites: 7, messages: 50 } }] }
 */
export function rehearsalProfile(
  senders: Pick<TCampaignSendersResponse, 'senderIds' | 'candidates'> | undefined,
): TRehearsalProfile | undefined {
  if (!senders) return undefined;
  const byId = new Map(senders.candidates.map((c) => [c.userId, c]));
  const chosen = senders.senderIds.flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ name: c.name.slice(0, 120) || 'Sender', limits: c.dailyLimits }] : [];
  });
  return chosen.length ? { senders: chosen.slice(0, REHEARSAL_MAX_SENDERS) } : undefined;
}

/** "Ada: 80 views, 7 invitations, 50 messages a day" for each sender, as the dialog lists them. */
export const senderLimitsLine = (s: {
  name: string;
  limits: { views: number; invites: number; messages: number };
}) =>
  `${s.name}: ${s.limits.views} views, ${s.limits.invites} invitations, ${s.limits.messages} messages a day`;
