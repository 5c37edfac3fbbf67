import type { PlanName } from './catalogue.ts';
import { planNames, resolveEffectivePlan } from './catalogue.ts';
import { TEAMS_EXCLUSIVE_FEATURES_MIN_SEATS } from './seats.ts';

/**
 * Feature tiers (spec 1 §1, spec 3 feature list): which plans allow a feature. The spec names
 * the open, premium and team groups; the 'paid' tier and the split of team features into
 * 'team' (also business and trial) and 'teamExclusive' are ours.
 */
export const featureTiers = ['open', 'paid', 'premium', 'team', 'teamExclusive'] as const;
export type FeatureTier = (typeof featureTiers)[number];

/** Plans of each tier. */
export const tierPlans: Record<FeatureTier, readonly PlanName[]> = {
  open: planNames,
  paid: planNames.filter((p) => p !== 'free'),
  premium: ['pro', 'business', 'enterprise', 'agency', 'teams', 'trial'],
  team: ['teams', 'enterprise', 'agency', 'business', 'trial'],
  teamExclusive: ['teams', 'enterprise', 'agency'],
};

/** The feature table: uniqueKey → tier. */
const featureTierTable = {
  // Open to all plans including free (spec 1 §1).
  inbox: 'open',
  tags: 'open',
  connections: 'open',
  leads: 'open',
  greetings: 'open',
  leadFinder: 'open',
  dashboard: 'open',
  linkedinCampaign: 'open',
  emailCampaign: 'open',
  twitterCampaign: 'open',
  multichannelCampaign: 'open',
  messageTemplates: 'open',
  sequenceTemplates: 'open',
  blacklist: 'open',
  connectionNotes: 'open',
  leadTags: 'open',
  workHours: 'open',
  dailyLimits: 'open',
  autoWithdrawals: 'open',
  referFriend: 'open',
  // Any paid plan or trial (ours: the hint 'Unlock this feature by upgrading to one of our plans.').
  integrations: 'paid',
  exportCsv: 'paid',
  addMoreLeads: 'paid',
  inboxTemplates: 'paid',
  directReply: 'paid',
  csvImport: 'paid',
  emailSignature: 'paid',
  unsubscribeLink: 'paid',
  // Premium: pro and up (spec 1 §1, spec 3).
  zapier: 'premium',
  webhooks: 'premium',
  SMTPIntegration: 'premium',
  postScheduling: 'premium',
  trends: 'premium',
  templateLibrary: 'premium',
  inMail: 'premium',
  groupSteps: 'premium',
  eventSteps: 'premium',
  attachments: 'premium',
  inboxAttachments: 'premium',
  salesNavigatorUrl: 'premium',
  salesNavigatorInbox: 'premium',
  companyCampaign: 'premium',
  adCampaign: 'premium',
  newsletterCampaign: 'premium',
  postCampaign: 'premium',
  notifications: 'premium',
  returnToCampaign: 'premium',
  facebookIntegration: 'premium',
  // Team level, also business and trial.
  manageTeam: 'team',
  teamMembers: 'team',
  teamStats: 'team',
  impersonation: 'team',
  chainedMessages: 'team',
  teamTemplates: 'team',
  sequenceTeamTemplates: 'team',
  memberInbox: 'team',
  shareMemberLeads: 'team',
  verifyOnTheFly: 'team',
  // Team level only: teams, enterprise, agency (minimum seats on teams).
  whiteLabel: 'teamExclusive',
  exportTeamStats: 'teamExclusive',
  teamGroups: 'teamExclusive',
  teamGroup: 'teamExclusive',
  teamSettings: 'teamExclusive',
} as const satisfies Record<string, FeatureTier>;

export type FeatureKey = keyof typeof featureTierTable;

/** Every feature uniqueKey, in table order. */
export const featureKeys = Object.keys(featureTierTable) as readonly FeatureKey[];

/** The tier of each feature. */
export const featureTier: Readonly<Record<FeatureKey, FeatureTier>> = featureTierTable;

/** Plan → the set of features it allows (before seat minimums). */
export const planFeatures: Readonly<Record<PlanName, ReadonlySet<FeatureKey>>> = (() => {
  const table = {} as Record<PlanName, ReadonlySet<FeatureKey>>;
  for (const plan of planNames) {
    table[plan] = new Set(featureKeys.filter((key) => tierPlans[featureTier[key]].includes(plan)));
  }
  return table;
})();

/**
 * Minimum seats a plan needs for a feature: teams-exclusive features (white label and the other
 * team-only features) need 5 seats on the teams plan by default (spec 1 §1, spec 2 §5, §9).
 */
export const featureMinSeats: Readonly<Partial<Record<FeatureKey, Partial<Record<PlanName, number>>>>> =
  Object.fromEntries(
    featureKeys
      .filter((key) => featureTier[key] === 'teamExclusive')
      .map((key) => [key, { teams: TEAMS_EXCLUSIVE_FEATURES_MIN_SEATS }]),
  );

/** Upgrade hints shown where a feature is locked, word for word (spec 1 §1). */
export const upgradeHints = {
  anyPlan: 'Unlock this feature by upgrading to one of our plans.',
  premium: 'Experience the full potential of this feature by upgrading to one of our Premium plans.',
  team: 'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.',
} as const;

/** Context of a feature check. whiteLabelMinSeats replaces the default 5 of the teams plan. */
export interface FeatureContext {
  plan: PlanName | '' | null | undefined;
  seats: number;
  whiteLabelMinSeats?: number | null;
}

function effectivePlan(plan: FeatureContext['plan'], seats: number): PlanName {
  // Trial keeps its own row; only an empty plan resolves (business under 11 seats, else agency).
  return plan === 'trial' ? 'trial' : resolveEffectivePlan({ plan, seats });
}

/**
 * The minimum seats a feature needs on a plan (0 when none), honouring a white-label override.
 *
 * @example
 * minSeatsFor('whiteLabel', { plan: 'teams' })                        // 5
 * minSeatsFor('whiteLabel', { plan: 'teams', whiteLabelMinSeats: 3 }) // 3
 * minSeatsFor('whiteLabel', { plan: 'agency' })                       // 0
 */
export function minSeatsFor(
  feature: FeatureKey,
  ctx: { plan: PlanName; whiteLabelMinSeats?: number | null },
): number {
  const min = featureMinSeats[feature]?.[ctx.plan];
  if (min === undefined) return 0;
  return ctx.whiteLabelMinSeats ?? min;
}

/**
 * Whether a feature is on for a plan and seat count.
 *
 * @example
 * isFeatureEnabled('zapier', { plan: 'basic', seats: 1 })     // false
 * isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 4 }) // false
 * isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 5 }) // true
 */
export function isFeatureEnabled(feature: FeatureKey, ctx: FeatureContext): boolean {
  const plan = effectivePlan(ctx.plan, ctx.seats);
  if (!planFeatures[plan].has(feature)) return false;
  return ctx.seats >= minSeatsFor(feature, { plan, whiteLabelMinSeats: ctx.whiteLabelMinSeats });
}

/** One entry of GET /me/features. */
export interface FeatureFlag {
  uniqueKey: FeatureKey;
  enabled: boolean;
}

/**
 * Every feature with its state, the shape GET /me/features answers.
 *
 * @example
 * featuresFor({ plan: 'free', seats: 1 }).find((f) => f.uniqueKey === 'inbox') // { uniqueKey: 'inbox', enabled: true }
 */
export function featuresFor(ctx: FeatureContext): FeatureFlag[] {
  return featureKeys.map((uniqueKey) => ({ uniqueKey, enabled: isFeatureEnabled(uniqueKey, ctx) }));
}

/**
 * The set of enabled keys from a features answer, for page gates.
 *
 * @example
 * enabledFeatureSet(featuresFor({ plan: 'pro', seats: 1 })).has('zapier') // true
 */
export function enabledFeatureSet(
  flags: readonly { uniqueKey: string; enabled: boolean }[],
): ReadonlySet<FeatureKey> {
  return new Set(flags.filter((f) => f.enabled).map((f) => f.uniqueKey as FeatureKey));
}

/**
 * The upgrade hint for a locked feature, by its tier; null for open features.
 *
 * @example
 * upgradeHintFor('trends')     // 'Experience the full potential of this feature by upgrading to one of our Premium plans.'
 * upgradeHintFor('whiteLabel') // 'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.'
 */
export function upgradeHintFor(feature: FeatureKey): string | null {
  switch (featureTier[feature]) {
    case 'open':
      return null;
    case 'paid':
      return upgradeHints.anyPlan;
    case 'premium':
      return upgradeHints.premium;
    default:
      return upgradeHints.team;
  }
}
