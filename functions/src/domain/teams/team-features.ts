import { AppError } from '@outreach/shared/errors';
import type { PlanName } from '@outreach/shared/plans/catalogue';
import { type FeatureKey, featuresFor, upgradeHintFor } from '@outreach/shared/plans/features';
import { PlanFeatureEntity } from '../../data/entities/plan-feature.ts';
import type { Deps } from '../../ports/deps.ts';

interface TeamPlan {
  plan?: string | null;
  seats?: number | null;
}

/** The shared plan→feature table for a team, with the per-plan overrides stored in the table. */
export async function featuresOfTeam(_deps: Deps, team: TeamPlan | null | undefined) {
  const plan = (team?.plan ?? '') as PlanName | '';
  const seats = team?.seats ?? 1;
  const flags = featuresFor({ plan, seats });
  if (!plan) return flags;
  const overrides = (await PlanFeatureEntity.query.byPlan({ plan }).go()).data;
  if (overrides.length === 0) return flags;
  const byKey = new Map(overrides.map((o) => [o.uniqueKey, o]));
  return flags.map((f) => {
    const o = byKey.get(f.uniqueKey);
    if (!o) return f;
    return { uniqueKey: f.uniqueKey, enabled: o.enabled && seats >= (o.minSeats ?? 0) };
  });
}

export async function isTeamFeatureEnabled(
  deps: Deps,
  team: TeamPlan | null | undefined,
  feature: FeatureKey,
): Promise<boolean> {
  return (await featuresOfTeam(deps, team)).some((f) => f.uniqueKey === feature && f.enabled);
}

/** 403 with the feature's upgrade hint (spec 1 §1) when the team's plan does not include it. */
export async function assertTeamFeature(
  deps: Deps,
  team: TeamPlan | null | undefined,
  feature: FeatureKey,
): Promise<void> {
  if (await isTeamFeatureEnabled(deps, team, feature)) return;
  throw new AppError('FORBIDDEN', upgradeHintFor(feature) ?? 'This feature is not available');
}
