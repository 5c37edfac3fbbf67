import { DEFAULT_LIMITS } from '@outreach/sandbox/linkedin/limits';
import { defaultDailyLimits } from '@outreach/shared/rules/outreach/daily-limits';
import type { TRehearsalProfile, TRehearsalSender } from '@outreach/shared/schemas/rehearsal';

// The sandbox accounts that sign in without a PIN challenge, one per sender (in this order).
export const SANDBOX_SENDERS = [
  'alex@sandbox.test',
  'jordan@sandbox.test',
  'sam@sandbox.test',
  'taylor@sandbox.test',
];
export const SANDBOX_PASSWORD = 'Sandbox1!';

/**
 * The senders a rehearsal runs with: the profile's (the campaign's senders and their own daily
 * limits, issue #9), else one sender on the product's defaults or, for `caps`, at the sandbox's caps.
 *
 * @example
 * rehearsalSenders(undefined, 'default') // [{ name: 'Rehearsal User', limits: { views: 80, invites: 20, messages: 50 } }]
 */
export function rehearsalSenders(
  profile: TRehearsalProfile | undefined,
  settings: 'default' | 'caps' = 'default',
): TRehearsalSender[] {
  if (profile) {
    if (profile.senders.length > SANDBOX_SENDERS.length)
      throw new Error(`a rehearsal runs with at most ${SANDBOX_SENDERS.length} senders`);
    return profile.senders;
  }
  const limits =
    settings === 'caps'
      ? {
          views: DEFAULT_LIMITS.profileViewsPerDay,
          invites: DEFAULT_LIMITS.invitesPerDay,
          messages: DEFAULT_LIMITS.messagesPerDay,
        }
      : {
          views: defaultDailyLimits.views,
          invites: defaultDailyLimits.invites,
          messages: defaultDailyLimits.messages,
        };
  return [{ name: 'Rehearsal User', limits }];
}
