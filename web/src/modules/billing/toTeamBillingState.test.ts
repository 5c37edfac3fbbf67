import { describe, expect, it } from 'vitest';
import { toTeamBillingState } from './toTeamBillingState.ts';

const base = { id: 't', name: 'T', seats: 1, plan: 'trial' };

describe('toTeamBillingState', () => {
  it('reads trial dates as flags against now', () => {
    const now = Date.parse('2026-05-10T00:00:00Z');
    const s = toTeamBillingState({ ...base, trial: { started: '2026-05-01', ended: '2026-05-15' } }, now);
    expect(s.trial).toEqual({ started: true, ended: false });
  });
  it('keeps boolean flags', () => {
    expect(toTeamBillingState({ ...base, trial: { started: true, ended: true } }).trial).toEqual({
      started: true,
      ended: true,
    });
  });
});
