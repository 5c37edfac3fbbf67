/**
 * Plan names, versions, billing cycles and currencies (spec 2 §3, §4; spec 1 §9).
 */

/** Every plan name (spec 2 §3). */
export const planNames = [
  'trial',
  'free',
  'basic',
  'pro',
  'teams',
  'individual',
  'starter',
  'personal',
  'business',
  'enterprise',
  'agency',
] as const;
export type PlanName = (typeof planNames)[number];

/** Plans a customer pays for (every plan except trial and free). */
export type PaidPlanName = Exclude<PlanName, 'trial' | 'free'>;
export const paidPlanNames: readonly PaidPlanName[] = planNames.filter(
  (p): p is PaidPlanName => p !== 'trial' && p !== 'free',
);

/** Display names. */
export const planLabels: Record<PlanName, string> = {
  trial: 'Trial',
  free: 'Free',
  basic: 'Basic',
  pro: 'Pro',
  teams: 'Teams',
  individual: 'Individual',
  starter: 'Starter',
  personal: 'Personal',
  business: 'Business',
  enterprise: 'Enterprise',
  agency: 'Agency',
};

/** Business has versions v1, v2 and v3 (spec 2 §3); v3 is the current one. */
export const businessPlanVersions = ['v1', 'v2', 'v3'] as const;
export type PlanVersion = (typeof businessPlanVersions)[number];
export const CURRENT_BUSINESS_VERSION: PlanVersion = 'v3';

/** Catalogue keys: every plan name, plus business v1 and v2 as separate keys (spec 2 §3). */
export const planKeys = [...planNames, 'business_v1', 'business_v2'] as const;
export type PlanKey = (typeof planKeys)[number];

/**
 * The catalogue key of a plan and version: business v1 and v2 are separate keys, every other
 * plan (and business v3 or no version) is its own name.
 *
 * @example
 * planKeyOf({ plan: 'business', planVersion: 'v1' }) // 'business_v1'
 * planKeyOf({ plan: 'pro' })                          // 'pro'
 */
export function planKeyOf(input: { plan: PlanName; planVersion?: PlanVersion | null }): PlanKey {
  if (input.plan === 'business' && (input.planVersion === 'v1' || input.planVersion === 'v2')) {
    return `business_${input.planVersion}`;
  }
  return input.plan;
}

/** Billing cycles (billingType). */
export const billingTypes = ['monthly', 'quarterly', 'semestrial', 'annual'] as const;
export type BillingType = (typeof billingTypes)[number];
/** Display names; semestrial is shown as Half Yearly. */
export const billingTypeLabels: Record<BillingType, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semestrial: 'Half Yearly',
  annual: 'Annual',
};
/** Labels on the plans page's billing-cycle toggle. */
export const billingCycleToggleLabels: Record<BillingType, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly (-20%)',
  semestrial: 'Half-yearly',
  annual: 'Annual (-50%)',
};
/** Months in each cycle. */
export const billingCycleMonths: Record<BillingType, number> = {
  monthly: 1,
  quarterly: 3,
  semestrial: 6,
  annual: 12,
};

/** Currencies, shown upper-case. */
export const currencies = ['usd', 'gbp', 'eur'] as const;
export type Currency = (typeof currencies)[number];
export const currencyLabels: Record<Currency, string> = { usd: 'USD', gbp: 'GBP', eur: 'EUR' };

/** Seats below which a trial or empty plan resolves to business; at or above, agency. */
export const TRIAL_RESOLUTION_AGENCY_FROM_SEATS = 11;

/**
 * A trial or empty plan resolves to business under 11 seats, otherwise agency (spec 1 §9, spec 2 §4).
 * Every other plan is returned as is.
 *
 * @example
 * resolveEffectivePlan({ plan: 'trial', seats: 10 }) // 'business'
 * resolveEffectivePlan({ plan: null, seats: 11 })    // 'agency'
 * resolveEffectivePlan({ plan: 'pro', seats: 40 })   // 'pro'
 */
export function resolveEffectivePlan(input: {
  plan: PlanName | '' | null | undefined;
  seats: number;
}): Exclude<PlanName, 'trial'> {
  const { plan, seats } = input;
  if (!plan || plan === 'trial') return seats < TRIAL_RESOLUTION_AGENCY_FROM_SEATS ? 'business' : 'agency';
  return plan;
}

/** Plan cards always shown on the plans page; the rest appear only when current (spec 2 §2). */
export const alwaysShownPlanCards = ['basic', 'pro', 'teams'] as const satisfies readonly PlanName[];
/** Order of the cards on the plans page. */
export const planCardOrder = [
  'starter',
  'personal',
  'individual',
  'basic',
  'pro',
  'business',
  'enterprise',
  'agency',
  'teams',
] as const satisfies readonly PaidPlanName[];
/** The card with the Most popular badge. Ours: the spec does not say which. */
export const MOST_POPULAR_PLAN: PaidPlanName = 'pro';

/**
 * Plan cards visible on the plans page, in order: basic, pro and teams always; starter, personal,
 * individual, business, enterprise and agency only when they are the current plan.
 *
 * @example
 * visiblePlanCards('trial')      // ['basic', 'pro', 'teams']
 * visiblePlanCards('enterprise') // ['basic', 'pro', 'enterprise', 'teams']
 */
export function visiblePlanCards(currentPlan: PlanName | null | undefined): PaidPlanName[] {
  return planCardOrder.filter(
    (p) => (alwaysShownPlanCards as readonly PlanName[]).includes(p) || p === currentPlan,
  );
}
