import type { PlanName } from '@outreach/shared/plans/catalogue';
import { featuresFor } from '@outreach/shared/plans/features';
import type { Deps } from '../../ports/deps.ts';

/** GET /me/features: the shared plan→feature table for the caller's team, with per-plan overrides. */
export async function getFeatures(deps: Deps, userId: string) {
  const user = (await deps.db.entities.user.get({ userId }).go()).data;
  const team = user?.lastTeamId
    ? (await deps.db.entities.team.get({ teamId: user.lastTeamId }).go()).data
    : null;
  const plan = (team?.plan ?? '') as PlanName | '';
  const flags = featuresFor({ plan, seats: team?.seats ?? 1 });
  if (!plan) return flags;
  const overrides = (await deps.db.entities.planFeature.query.byPlan({ plan }).go()).data;
  if (overrides.length === 0) return flags;
  const byKey = new Map(overrides.map((o) => [o.uniqueKey, o]));
  return flags.map((f) => {
    const o = byKey.get(f.uniqueKey);
    if (!o) return f;
    return { uniqueKey: f.uniqueKey, enabled: o.enabled && (team?.seats ?? 1) >= (o.minSeats ?? 0) };
  });
}
