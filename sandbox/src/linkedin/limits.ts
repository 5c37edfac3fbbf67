import type { AccountState, LimitedAction } from './state.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

export interface SandboxLimits {
  /** Invitations per rolling 7 days. */
  invitesPerWeek: number;
  /** Invitations per rolling 24 hours. */
  invitesPerDay: number;
  /** Messages per rolling 24 hours. */
  messagesPerDay: number;
  /** Profile views per rolling 24 hours. */
  profileViewsPerDay: number;
  /** Refused attempts tolerated after the first alert; one more restricts the account. */
  oversteps: number;
  /** `maxlength` of the invitation note. */
  noteMaxLength: number;
  /** A withdrawn invitee cannot be invited again for this long (site: about 3 weeks). */
  resendAfterWithdrawMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  invitesPerWeek: 100,
  invitesPerDay: 40,
  messagesPerDay: 150,
  profileViewsPerDay: 250,
  oversteps: 3,
  noteMaxLength: 300,
  resendAfterWithdrawMs: 21 * DAY,
};

export function countActions(
  account: AccountState,
  kind: LimitedAction,
  now: number,
  windowMs: number,
): number {
  const from = now - windowMs;
  let n = 0;
  for (const a of account.actions) if (a.kind === kind && a.at > from && a.at <= now) n++;
  return n;
}

export interface CapCheck {
  ok: boolean;
  cap?: 'daily' | 'weekly';
}

/** Whether one more action of this kind fits under the caps at `now`. */
export function checkCap(
  account: AccountState,
  kind: LimitedAction,
  now: number,
  limits: SandboxLimits,
): CapCheck {
  if (kind === 'invite') {
    if (countActions(account, 'invite', now, WEEK) >= limits.invitesPerWeek)
      return { ok: false, cap: 'weekly' };
    if (countActions(account, 'invite', now, DAY) >= limits.invitesPerDay) return { ok: false, cap: 'daily' };
    return { ok: true };
  }
  const perDay = kind === 'message' ? limits.messagesPerDay : limits.profileViewsPerDay;
  if (countActions(account, kind, now, DAY) >= perDay) return { ok: false, cap: 'daily' };
  return { ok: true };
}

/**
 * Records a refused attempt. The first refusal is the alert; `oversteps` more within a week
 * restrict the account, as the site does with accounts that keep pushing after its warning.
 */
export function recordBlocked(
  account: AccountState,
  kind: LimitedAction,
  cap: 'daily' | 'weekly',
  now: number,
  limits: SandboxLimits,
): void {
  account.blocked.push({ kind, cap, at: now });
  const recent = account.blocked.filter((b) => b.at > now - WEEK && b.at <= now).length;
  if (recent > limits.oversteps && !account.restriction) {
    account.restriction = {
      at: now,
      reason: `Kept trying after reaching the ${cap} ${kind} limit (${recent} refused attempts)`,
    };
  }
}

export function usage(account: AccountState, now: number) {
  return {
    invitesLast24h: countActions(account, 'invite', now, DAY),
    invitesLast7d: countActions(account, 'invite', now, WEEK),
    messagesLast24h: countActions(account, 'message', now, DAY),
    profileViewsLast24h: countActions(account, 'view', now, DAY),
  };
}
