import { describe, expect, it } from 'vitest';
import { botActions, completeNext, failNext } from '../support/bot-role.ts';
import { newSession } from '../support/outreach.ts';

// The account's LinkedIn events (spec 3 §9 GET /linked-in/events; the refresh is ours): read by the
// bot off "Your events" on a refresh, stored per LinkedIn account, listed for the event picker.
const event = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  url: `https://www.linkedin.com/events/${id}/`,
  ...extra,
});
const E1 = '7212345678901234567';
const E2 = '7298765432109876543';

describe('LinkedIn events', () => {
  it('lists nothing before a refresh; a refresh waits for the bot and stores what it read, replacing the last list', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    expect((await s.call('GET', '/linked-in/events')).body).toEqual({ events: [], refreshedAt: null });

    const refreshing = s.call('POST', '/linked-in/events/refresh');
    const action = await completeNext(acc, 'sync-events', () => ({
      events: [
        event(E1, 'Scaling Outbound', {
          organizer: true,
          attendeesCount: 8,
          startsAt: '2030-01-05T17:00:00.000Z',
        }),
        event(E2, 'Cloud Cost Clinic'),
      ],
    }));
    expect(action.payload).toEqual({});
    const res = await refreshing;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'successfully refreshed linkedin events',
      events: [
        {
          ...event(E1, 'Scaling Outbound'),
          organizer: true,
          attendeesCount: 8,
          startsAt: '2030-01-05T17:00:00.000Z',
        },
        { ...event(E2, 'Cloud Cost Clinic'), organizer: false, attendeesCount: null, startsAt: null },
      ],
    });
    const listed = (await s.call('GET', '/linked-in/events')).body;
    expect(listed).toEqual({ events: res.body.events, refreshedAt: res.body.refreshedAt });

    // An event left on LinkedIn leaves the list.
    const again = s.call('POST', '/linked-in/events/refresh');
    await completeNext(acc, 'sync-events', () => ({ events: [event(E2, 'Cloud Cost Clinic')] }));
    expect((await again).body.events.map((e: { id: string }) => e.id)).toEqual([E2]);

    // Another team sees none of them.
    const other = await newSession();
    expect((await other.call('GET', '/linked-in/events')).body.events).toEqual([]);
  });

  it('answers 400 without a signed-in LinkedIn account (no bot action), and when the bot could not read the page (the list kept)', async () => {
    const none = await newSession({ linkedIn: false });
    const res = await none.call('POST', '/linked-in/events/refresh');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: 'Please connect your LinkedIn account first',
      statusCode: 400,
    });
    expect(await botActions({ teamId: none.teamId, userId: none.userId })).toEqual([]);

    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const first = s.call('POST', '/linked-in/events/refresh');
    await completeNext(acc, 'sync-events', () => ({ events: [event(E1, 'Scaling Outbound')] }));
    expect((await first).status).toBe(200);

    const failing = s.call('POST', '/linked-in/events/refresh');
    await failNext(acc, 'sync-events', 'Your events page not recognised');
    const failed = await failing;
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe('We could not read your LinkedIn events. Please try again');
    expect((await s.call('GET', '/linked-in/events')).body.events.map((e: { id: string }) => e.id)).toEqual([
      E1,
    ]);
  });
});
