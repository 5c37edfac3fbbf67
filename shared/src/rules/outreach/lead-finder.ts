// Spec 3 §6 lead finder limits per plan (also spec 1 §9), and §5 page-size lock.
import { pagination } from '../../constants/outreach.ts';

export const leadFinderPlans = [
  'free',
  'trial',
  'starter',
  'basic',
  'individual',
  'personal',
  'pro',
  'business',
  'enterprise',
  'agency',
  'teams',
] as const;
export type LeadFinderPlan = (typeof leadFinderPlans)[number];

/** Results cap per plan: 50 / 100 / 500. */
export const leadFinderResultsCap: Record<LeadFinderPlan, number> = {
  free: 50,
  trial: 50,
  basic: 50,
  starter: 50,
  individual: 50,
  personal: 50,
  pro: 100,
  business: 100,
  enterprise: 500,
  agency: 500,
  teams: 500,
};

/** Search limits per plan: 50 / 1000 / 5000 / 10000. */
export const leadFinderSearchLimit: Record<LeadFinderPlan, number> = {
  free: 50,
  trial: 50,
  starter: 50,
  basic: 1000,
  individual: 1000,
  personal: 1000,
  pro: 5000,
  business: 5000,
  enterprise: 10000,
  agency: 10000,
  teams: 10000,
};

export const leadFinderLimitedTooltip =
  "You're seeing a limited set. Upgrade your subscription plan for full access.";
/** Per-page options above this are locked on a limited plan. */
export const leadFinderLimitedMaxPerPage = 50;

/** Plans that get the waitlist modal instead of the upgrade modal. */
export const leadFinderWaitlistPlans = [
  'enterprise',
  'agency',
  'teams',
] as const satisfies readonly LeadFinderPlan[];

/** Resolves any plan id to a lead-finder plan; unknown plans get the free limits (OURS). */
export function leadFinderPlan(plan: string | null | undefined): LeadFinderPlan {
  const p = (plan ?? '').toLowerCase();
  return (leadFinderPlans as readonly string[]).includes(p) ? (p as LeadFinderPlan) : 'free';
}

/**
 * A limited lead-finder plan: "starter and middle tiers, or a lifetime deal". Read as every plan
 * below enterprise/agency/teams, plus any lifetime deal (OURS).
 */
export function isLeadFinderLimited(plan: string | null | undefined, isLifetimeDeal = false): boolean {
  if (isLifetimeDeal) return true;
  return !(leadFinderWaitlistPlans as readonly string[]).includes(leadFinderPlan(plan));
}

/** What the lead finder does when the user hits the limit: upgrade modal or waitlist modal. */
export function leadFinderLimitModal(
  plan: string | null | undefined,
  opts: { isLifetimeDeal?: boolean; waitlistCompleted?: boolean } = {},
): 'upgrade' | 'waitlist' | 'waitlist-completed' {
  if (isLeadFinderLimited(plan, opts.isLifetimeDeal)) return 'upgrade';
  return opts.waitlistCompleted ? 'waitlist-completed' : 'waitlist';
}

/**
 * Page-size options with their lock state: on a limited plan options above 50 are disabled
 * with the tooltip (spec 3 §5).
 */
export function leadFinderPageSizeOptions(
  limited: boolean,
): { value: number; disabled: boolean; tooltip: string | null }[] {
  return pagination.perPageOptions.map((value) => {
    const disabled = limited && value > leadFinderLimitedMaxPerPage;
    return { value, disabled, tooltip: disabled ? leadFinderLimitedTooltip : null };
  });
}
