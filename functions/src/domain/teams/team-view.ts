import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';

/** The spec 1 §3 team fields, with the caller's membership as teamUser. Null when not a member. */
export async function loadTeamView(deps: Deps, teamId: string, userId: string) {
  const [team, membership] = await Promise.all([
    TeamEntity.get({ teamId }).go(),
    MembershipEntity.get({ teamId, userId }).go(),
  ]);
  const t = team.data;
  const m = membership.data;
  if (!t || !m) return null;
  const now = deps.clock.now();
  return {
    id: t.teamId,
    name: t.name,
    seats: t.seats ?? 1,
    plan: t.plan ?? 'trial',
    planVersion: t.planVersion ?? null,
    isTrialExtended: t.isTrialExtended ?? false,
    isSubscriptionPaused: t.isSubscriptionPaused ?? false,
    hasPaidPlan: t.hasPaidPlan ?? false,
    hasFreePlan: t.hasFreePlan ?? false,
    trial: {
      started: t.trialStartedAt ? new Date(t.trialStartedAt).toISOString() : null,
      ended: t.trialEndsAt ? t.trialEndsAt <= now : false,
      endsAt: t.trialEndsAt ? new Date(t.trialEndsAt).toISOString() : null,
    },
    isWhiteLabelCustomDomain: t.isWhiteLabelCustomDomain ?? false,
    teamUser: { role: m.role, groupId: m.groupId ?? null },
  };
}
