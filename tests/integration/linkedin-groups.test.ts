import { describe, expect, it } from 'vitest';
import { botActions, completeNext, failNext } from '../support/bot-role.ts';
import { newSession } from '../support/outreach.ts';

// The account's LinkedIn groups (spec 1 §7, spec 3 §7): read by the bot off "My groups" on a refresh,
// stored per LinkedIn account, listed for the group picker.
const group = (id: string, name: string, membersCount?: number) => ({
  id,
  name,
  url: `https://www.linkedin.com/groups/${id}/`,
  ...(membersCount === undefined ? {} : { membersCount }),
});

describe('LinkedIn groups', () => {
  it('lists nothing before a refresh; a refresh waits for the bot and stores what it read, replacing the last list', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    expect((await s.call('GET', '/linked-in/groups')).body).toEqual({ groups: [], refreshedAt: null });

    const refreshing = s.call('POST', '/linked-in/groups/refresh');
    const action = await completeNext(acc, 'sync-groups', () => ({
      groups: [group('1234567', 'SaaS Growth Marketers', 12), group('7654321', 'B2B Sales Leaders')],
    }));
    expect(action.payload).toEqual({});
    const res = await refreshing;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'successfully refreshed linkedin groups',
      groups: [
        { ...group('1234567', 'SaaS Growth Marketers'), membersCount: 12 },
        { ...group('7654321', 'B2B Sales Leaders'), membersCount: null },
      ],
    });
    expect(typeof res.body.refreshedAt).toBe('string');
    const listed = (await s.call('GET', '/linked-in/groups')).body;
    expect(listed).toEqual({ groups: res.body.groups, refreshedAt: res.body.refreshedAt });

    // A group left on LinkedIn leaves the list.
    const again = s.call('POST', '/linked-in/groups/refresh');
    await completeNext(acc, 'sync-groups', () => ({ groups: [group('7654321', 'B2B Sales Leaders', 40)] }));
    expect((await again).body.groups).toEqual([
      { ...group('7654321', 'B2B Sales Leaders'), membersCount: 40 },
    ]);
    expect((await s.call('GET', '/linked-in/groups')).body.groups).toHaveLength(1);

    // Another team sees none of them.
    const other = await newSession();
    expect((await other.call('GET', '/linked-in/groups')).body.groups).toEqual([]);
  });

  it('answers 400 without a signed-in LinkedIn account (no bot action), and when the bot could not read the page (the list kept)', async () => {
    const none = await newSession({ linkedIn: false });
    const res = await none.call('POST', '/linked-in/groups/refresh');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: 'Please connect your LinkedIn account first',
      statusCode: 400,
    });
    expect(await botActions({ teamId: none.teamId, userId: none.userId })).toEqual([]);

    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const first = s.call('POST', '/linked-in/groups/refresh');
    await completeNext(acc, 'sync-groups', () => ({ groups: [group('1234567', 'SaaS Growth Marketers')] }));
    expect((await first).status).toBe(200);

    // The bot fails for good: the refresh says so, the last list stays.
    const failing = s.call('POST', '/linked-in/groups/refresh');
    await failNext(acc, 'sync-groups', 'My groups page not recognised');
    const failed = await failing;
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe('We could not read your LinkedIn groups. Please try again');
    expect((await s.call('GET', '/linked-in/groups')).body.groups).toEqual([
      { ...group('1234567', 'SaaS Growth Marketers'), membersCount: null },
    ]);
  });
});
