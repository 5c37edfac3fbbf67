import { AppError } from '@outreach/shared/errors';
import type { PlanName } from '@outreach/shared/plans/catalogue';
import { type FeatureKey, isFeatureEnabled, upgradeHintFor } from '@outreach/shared/plans/features';
import { PlanFeatureEntity } from '../../data/entities/plan-feature.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * Whether the team's plan has a feature (the same table GET /me/features answers from), with the
 * per-plan overrides an admin stored.
 */
export async function teamHasFeature(_deps: Deps, teamId: string, feature: FeatureKey): Promise<boolean> {
  const team = (await TeamEntity.get({ teamId }).go()).data;
  const plan = (team?.plan ?? '') as PlanName | '';
  const seats = team?.seats ?? 1;
  if (plan) {
    const o = (
      await PlanFeatureEntity.get({ plan, uniqueKey: feature })
        .go()
        .catch(() => null)
    )?.data;
    if (o) return o.enabled && seats >= (o.minSeats ?? 0);
  }
  return isFeatureEnabled(feature, { plan, seats });
}

/** Refuses with 403 and the spec's upgrade hint when the team's plan lacks the feature (spec 1 §1). */
export async function assertTeamFeature(deps: Deps, teamId: string, feature: FeatureKey): Promise<void> {
  if (!(await teamHasFeature(deps, teamId, feature)))
    throw new AppError(
      'FORBIDDEN',
      upgradeHintFor(feature) ?? 'Unlock this feature by upgrading to one of our plans.',
    );
}
