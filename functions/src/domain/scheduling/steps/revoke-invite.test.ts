import { defaultDaysTilRevoke, defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { revokeAt } from './revoke-invite.ts';

const DAY = 86_400_000;

describe('revoke after N days', () => {
  it('only a Connect step with revoke on schedules a withdrawal, N days after sending', () => {
    expect(revokeAt(defaultStep('LI Connect', 0), 1000)).toBeNull();
    expect(revokeAt({ type: 'LI Connect', revoke_invite: true, days_til_revoke: 7 }, 1000)).toBe(
      1000 + 7 * DAY,
    );
    expect(revokeAt({ type: 'LI Connect', revoke_invite: true }, 0)).toBe(defaultDaysTilRevoke * DAY);
    expect(revokeAt({ type: 'LI Message', revoke_invite: true }, 0)).toBeNull();
    expect(revokeAt(undefined, 0)).toBeNull();
  });
});
