import { describe, expect, it } from 'vitest';
import { rehearsalProfile, senderLimitsLine } from './rehearsalProfile.ts';

const candidate = (userId: string, name: string, invites: number) => ({
  userId,
  name,
  linkedInEmail: `${userId}@sandbox.test`,
  loginStatus: 'LOGGED_IN',
  dailyLimits: { views: 80, invites, messages: 50 },
});

describe('rehearsalProfile', () => {
  it("runs with the campaign's senders in its order, each on its own limits", () => {
    const p = rehearsalProfile({
      senderIds: ['b', 'a'],
      candidates: [candidate('a', 'Ada', 7), candidate('b', 'Bo', 20), candidate('c', 'Cy', 30)],
    });
    expect(p).toEqual({
      senders: [
        { name: 'Bo', limits: { views: 80, invites: 20, messages: 50 } },
        { name: 'Ada', limits: { views: 80, invites: 7, messages: 50 } },
      ],
    });
    expect(senderLimitsLine(p!.senders[1]!)).toBe('Ada: 80 views, 7 invitations, 50 messages a day');
  });

  it('keeps the sandbox’s four accounts at most, and falls back to the defaults without an account', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const p = rehearsalProfile({ senderIds: ids, candidates: ids.map((id) => candidate(id, id, 5)) });
    expect(p?.senders.map((s) => s.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(rehearsalProfile({ senderIds: ['owner'], candidates: [] })).toBeUndefined();
    expect(rehearsalProfile(undefined)).toBeUndefined();
  });
});
