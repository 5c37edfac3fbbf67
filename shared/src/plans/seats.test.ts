import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNames } from './catalogue.ts';
import {
  additionalSeats,
  availableSeats,
  isDowngradeBlockedBySeats,
  planSeats,
  seatCountError,
  seatLimits,
  seatMessages,
} from './seats.ts';

describe('seats per plan (spec 2 §9)', () => {
  it.each([
    ['individual', 1, 1],
    ['starter', 1, 1],
    ['personal', 1, 1],
    ['basic', 1, 1],
    ['pro', 1, 1],
    ['free', 1, 1],
    ['business', 250, 1],
    ['enterprise', 250, 5],
    ['agency', 250, 10],
    ['teams', 250, 2],
    ['trial', 5, 1],
  ] as const)('%s: %i seats, minimum %i', (plan, seats, minSeats) => {
    expect(planSeats[plan]).toEqual({ seats, minSeats });
  });

  it('gives a custom plan a minimum of 1', () => {
    expect(seatLimits({ plan: 'agency', hasCustomPlan: true })).toEqual({ min: 1, max: 250 });
  });
});

describe('additional and available seats (spec 2 §9)', () => {
  it('additional seats are seats minus minSeats, floor 0', () => {
    expect(additionalSeats({ seats: 12, minSeats: 10 })).toBe(2);
    expect(additionalSeats({ seats: 10, minSeats: 10 })).toBe(0);
    expect(additionalSeats({ seats: 9, minSeats: 10 })).toBe(0);
  });

  it('available seats are seats minus used, floor 0', () => {
    expect(availableSeats({ seats: 10, usedSeats: 7 })).toBe(3);
    expect(availableSeats({ seats: 5, usedSeats: 7 })).toBe(0);
  });

  it('never returns a negative count', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        return (
          additionalSeats({ seats: a, minSeats: b }) >= 0 && availableSeats({ seats: a, usedSeats: b }) >= 0
        );
      }),
    );
  });
});

describe('seatCountError (spec 2 §5)', () => {
  it('refuses above the plan maximum with the spec message', () => {
    expect(seatCountError({ plan: 'agency', seats: 250, teamCount: 1 })).toBeNull();
    expect(seatCountError({ plan: 'agency', seats: 251, teamCount: 1 })).toBe(
      "You've reached the maximum limit of 250 seats. Please contact customer support for assistance.",
    );
  });

  it('refuses below the plan minimum', () => {
    expect(seatCountError({ plan: 'agency', seats: 10, teamCount: 1 })).toBeNull();
    expect(seatCountError({ plan: 'agency', seats: 9, teamCount: 1 })).toBe(
      'You need to have at least 10 seat(s) for this plan.',
    );
    expect(seatCountError({ plan: 'teams', seats: 1, teamCount: 1 })).toBe(
      'You need to have at least 2 seat(s) for this plan.',
    );
  });

  it("refuses below the white label's minimum on a seat-customisable plan, never above the maximum", () => {
    expect(seatCountError({ plan: 'teams', seats: 7, teamCount: 1, whiteLabelMinSeats: 8 })).toBe(
      'You need to have at least 8 seat(s) for this plan.',
    );
    expect(seatCountError({ plan: 'teams', seats: 8, teamCount: 1, whiteLabelMinSeats: 8 })).toBeNull();
    // The plan's own minimum stays when it is higher.
    expect(seatLimits({ plan: 'agency', whiteLabelMinSeats: 3 })).toEqual({ min: 10, max: 250 });
    // Single-seat plans are not seat-customisable: the white label's floor does not apply.
    expect(seatLimits({ plan: 'pro', whiteLabelMinSeats: 8 })).toEqual({ min: 1, max: 1 });
    expect(seatLimits({ plan: 'business', whiteLabelMinSeats: 300 })).toEqual({ min: 250, max: 250 });
  });

  it('refuses below the current team count', () => {
    expect(seatCountError({ plan: 'business', seats: 11, teamCount: 11 })).toBeNull();
    expect(seatCountError({ plan: 'business', seats: 10, teamCount: 11 })).toBe(
      'Minimum limit of seats is exceeded...',
    );
  });

  it('reports the higher lower bound when both fail', () => {
    expect(seatCountError({ plan: 'agency', seats: 5, teamCount: 12 })).toBe(seatMessages.belowTeamCount);
    expect(seatCountError({ plan: 'agency', seats: 5, teamCount: 7 })).toBe(seatMessages.belowMin(10));
  });

  it('accepts exactly the counts within [max(min, team), max]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planNames),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (plan, seats, teamCount) => {
          const { min, max } = seatLimits({ plan });
          const ok = seats <= max && seats >= min && seats >= teamCount;
          return (seatCountError({ plan, seats, teamCount }) === null) === ok;
        },
      ),
    );
  });
});

describe('isDowngradeBlockedBySeats (spec 2 §4)', () => {
  it('blocks a plan with fewer seats than current members', () => {
    expect(isDowngradeBlockedBySeats({ targetPlan: 'pro', memberCount: 1 })).toBe(false);
    expect(isDowngradeBlockedBySeats({ targetPlan: 'pro', memberCount: 2 })).toBe(true);
    expect(isDowngradeBlockedBySeats({ targetPlan: 'business', memberCount: 250 })).toBe(false);
    expect(seatMessages.downgradeTooManyMembers).toBe(
      'To downgrade to the plan, please remove other users from your team.',
    );
  });
});
