import type { TeamBillingState } from '@outreach/shared/rules/billing';
import { productNow } from '../clock/productClock.ts';
import type { Team } from '../session/types.ts';

// The profile's team.trial fields may come as flags or as dates; the shared rules take flags.
function asFlag(v: string | boolean | null | undefined, now: number): boolean {
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? false : t <= now;
  }
  return Boolean(v);
}

export function toTeamBillingState(team: Team, now = productNow()): TeamBillingState {
  return {
    plan: (team.plan ?? null) as TeamBillingState['plan'],
    trial: team.trial
      ? { started: asFlag(team.trial.started, now), ended: asFlag(team.trial.ended, now) }
      : null,
    hasFreePlan: team.hasFreePlan,
    hasPaidPlan: team.hasPaidPlan,
    isSubscriptionPaused: team.isSubscriptionPaused,
  };
}
