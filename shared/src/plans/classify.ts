import type { PlanName } from './catalogue.ts';
import { resolveEffectivePlan } from './catalogue.ts';

/** Upgrades count only from basic and from pro (spec 2 §4). */
export const upgradeTargets: Partial<Record<PlanName, readonly PlanName[]>> = {
  basic: ['business', 'agency', 'enterprise', 'pro', 'teams'],
  pro: ['agency', 'enterprise', 'teams'],
};

/** Classification of a plan change: same plan, an upgrade, or any other change. */
export type PlanChangeKind = 'same' | 'upgrade' | 'change';

/**
 * Classifies a plan change (spec 2 §4). A trial or empty current plan first resolves to business
 * under 11 seats, otherwise agency. Only basic → business/agency/enterprise/pro/teams and
 * pro → agency/enterprise/teams are upgrades; every other different plan is a 'change'.
 *
 * @example
 * classifyPlanChange({ from: 'basic', to: 'pro', seats: 1 })   // 'upgrade'
 * classifyPlanChange({ from: 'pro', to: 'business', seats: 1 }) // 'change'
 * classifyPlanChange({ from: 'trial', to: 'business', seats: 3 }) // 'same'
 */
export function classifyPlanChange(input: {
  from: PlanName | '' | null | undefined;
  to: PlanName;
  seats: number;
}): PlanChangeKind {
  const from = resolveEffectivePlan({ plan: input.from, seats: input.seats });
  if (from === input.to) return 'same';
  return upgradeTargets[from]?.includes(input.to) ? 'upgrade' : 'change';
}

/**
 * Whether a plan change needs the downgrade confirmation warning: to basic from agency,
 * enterprise or teams, or between teams and agency (either way).
 *
 * @example
 * needsDowngradeWarning({ from: 'teams', to: 'basic' })  // true
 * needsDowngradeWarning({ from: 'agency', to: 'teams' }) // true
 * needsDowngradeWarning({ from: 'pro', to: 'basic' })    // false
 */
export function needsDowngradeWarning(input: { from: PlanName; to: PlanName }): boolean {
  const { from, to } = input;
  if (to === 'basic' && (from === 'agency' || from === 'enterprise' || from === 'teams')) return true;
  return (from === 'teams' && to === 'agency') || (from === 'agency' && to === 'teams');
}
