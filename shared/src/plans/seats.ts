import type { PlanName } from './catalogue.ts';

/** Seats (the plan maximum) and minimum seats per plan (spec 2 §9). Trial minimum is ours (1). */
export const planSeats: Record<PlanName, { seats: number; minSeats: number }> = {
  individual: { seats: 1, minSeats: 1 },
  starter: { seats: 1, minSeats: 1 },
  personal: { seats: 1, minSeats: 1 },
  basic: { seats: 1, minSeats: 1 },
  pro: { seats: 1, minSeats: 1 },
  free: { seats: 1, minSeats: 1 },
  business: { seats: 250, minSeats: 1 },
  enterprise: { seats: 250, minSeats: 5 },
  agency: { seats: 250, minSeats: 10 },
  teams: { seats: 250, minSeats: 2 },
  trial: { seats: 5, minSeats: 1 },
};

/** A custom plan has a minimum of 1 seat. */
export const CUSTOM_PLAN_MIN_SEATS = 1;
/** Teams plan: seats needed to keep exclusive features, by default (configurable per white-label). */
export const TEAMS_EXCLUSIVE_FEATURES_MIN_SEATS = 5;
/** Plans whose seat count can be customised. */
export const seatCustomisablePlans = [
  'business',
  'agency',
  'enterprise',
  'teams',
] as const satisfies readonly PlanName[];
/** Plans that show the team seats card. */
export const seatCardPlans = ['business', 'agency', 'enterprise'] as const satisfies readonly PlanName[];

/** Seat validation messages, word for word (spec 2 §5). */
export const seatMessages = {
  belowTeamCount: 'Minimum limit of seats is exceeded...',
  aboveMax: (max: number) =>
    `You've reached the maximum limit of ${max} seats. Please contact customer support for assistance.`,
  belowMin: (min: number) => `You need to have at least ${min} seat(s) for this plan.`,
  downgradeTooManyMembers: 'To downgrade to the plan, please remove other users from your team.',
} as const;

/**
 * Minimum and maximum seats of a plan; a custom plan's minimum is 1. A team that owns a white label
 * with a minimum seat count (set by the platform) cannot go below it on a seat-customisable plan.
 *
 * @example
 * seatLimits({ plan: 'agency' })                          // { min: 10, max: 250 }
 * seatLimits({ plan: 'agency', hasCustomPlan: true })     // { min: 1, max: 250 }
 * seatLimits({ plan: 'teams', whiteLabelMinSeats: 8 })    // { min: 8, max: 250 }
 */
export function seatLimits(input: {
  plan: PlanName;
  hasCustomPlan?: boolean;
  whiteLabelMinSeats?: number | null;
}): { min: number; max: number } {
  const { seats, minSeats } = planSeats[input.plan];
  const planMin = input.hasCustomPlan ? CUSTOM_PLAN_MIN_SEATS : minSeats;
  const customisable = (seatCustomisablePlans as readonly PlanName[]).includes(input.plan);
  const wlMin = customisable && input.whiteLabelMinSeats ? Math.min(input.whiteLabelMinSeats, seats) : 0;
  return { min: Math.max(planMin, wlMin), max: seats };
}

/**
 * Additional seats: seats minus minSeats, floor 0, each priced at extraSeatPrice.
 *
 * @example
 * additionalSeats({ seats: 12, minSeats: 10 }) // 2
 * additionalSeats({ seats: 3, minSeats: 5 })   // 0
 */
export function additionalSeats(input: { seats: number; minSeats: number }): number {
  return Math.max(0, input.seats - input.minSeats);
}

/**
 * Available seats: seats minus used seats, never below 0 (the card shows "x of y").
 *
 * @example
 * availableSeats({ seats: 10, usedSeats: 7 }) // 3
 */
export function availableSeats(input: { seats: number; usedSeats: number }): number {
  return Math.max(0, input.seats - input.usedSeats);
}

/**
 * Checks a requested seat count (spec 2 §5). Returns the spec's message, or null when valid.
 * Above the plan maximum fails first; then the higher of the two lower bounds (plan minimum,
 * current team count) gives its message.
 *
 * @example
 * seatCountError({ plan: 'agency', seats: 9, teamCount: 1 })   // 'You need to have at least 10 seat(s) for this plan.'
 * seatCountError({ plan: 'agency', seats: 11, teamCount: 12 }) // 'Minimum limit of seats is exceeded...'
 * seatCountError({ plan: 'agency', seats: 251, teamCount: 1 }) // "You've reached the maximum limit of 250 seats. ..."
 */
export function seatCountError(input: {
  plan: PlanName;
  seats: number;
  teamCount: number;
  hasCustomPlan?: boolean;
  whiteLabelMinSeats?: number | null;
}): string | null {
  const { min, max } = seatLimits(input);
  if (input.seats > max) return seatMessages.aboveMax(max);
  if (input.teamCount >= min && input.seats < input.teamCount) return seatMessages.belowTeamCount;
  if (input.seats < min) return seatMessages.belowMin(min);
  if (input.seats < input.teamCount) return seatMessages.belowTeamCount;
  return null;
}

/**
 * A downgrade to a plan with fewer seats than current team members is blocked.
 *
 * @example
 * isDowngradeBlockedBySeats({ targetPlan: 'pro', memberCount: 2 }) // true
 */
export function isDowngradeBlockedBySeats(input: { targetPlan: PlanName; memberCount: number }): boolean {
  return planSeats[input.targetPlan].seats < input.memberCount;
}
