import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { advanceClock, alwaysOpen, newSession, waitFor } from '../support/outreach.ts';

// Event campaigns, the Event Message and Invite to event steps on the server (issue #8): the event
// URL rule, the attendees as the audience (collected by the bot), the steps planned through the
// campaign's event, their activity and the eventMessages statistic.
const EVENT = '7212345678901234567';
const eventUrl = `https://www.linkedin.com/events/${EVENT}/`;
const step = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  delay_time_unit: 'day(s)',
  delay_number: 0,
  ...extra,
});
const person = (publicId: string, firstName: string, degree: '1st' | '2nd') => ({
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName,
  lastName: 'Attendee',
  headline: 'Ops at Acme',
  degree,
});

describe('Event campaigns on the server', () => {
  it('answers 400 for a URL that is not an event, a step events do not offer or a message too long, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          searchUrl: 'https://www.linkedin.com/groups/1234567/',
          touchSequence: { sequence: [step('LI View')] },
        },
        'Wrong linkedin event url',
      ],
      [{ touchSequence: { sequence: [step('LI View')] } }, 'Wrong linkedin event url'],
      [
        {
          searchUrl: eventUrl,
          touchSequence: { sequence: [step('Group Message', { group_id: '1', message: 'Hi' })] },
        },
        'The step "Group Message" is not available in event campaigns',
      ],
      [
        {
          searchUrl: eventUrl,
          touchSequence: { sequence: [step('Event Message', { message: 'x'.repeat(8001) })] },
        },
        'Message cannot be longer than 8000 characters',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await s.call('POST', '/campaigns/audience', {
        category: 'event',
        campaignType: 'event',
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      expect(res.body.message).toContain(text);
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('collects the attendees as leads, invites and messages each through the event, in the activity and the statistics', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'event',
      campaignType: 'event',
      // The sandbox's loopback address reads as linkedin.com.
      searchUrl: `http://127.0.0.1:4010/events/${EVENT}/`,
      touchSequence: {
        sequence: [
          step('Invite to event'),
          step('Event Message', { message: 'See you there, {{first_name}}!' }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ category: 'event', campaignType: 'event' });
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    const collect = await completeNext(acc, 'collect-members', () => ({
      people: [person('grace-attendee-1', 'Grace', '1st'), person('alan-attendee-2', 'Alan', '2nd')],
      lastPage: 1,
      exhausted: true,
    }));
    expect(collect.payload).toMatchObject({ campaignId: id, sourceUrl: eventUrl, startPage: 1 });
    await waitFor(async () => (await s.call('GET', `/campaigns/${id}`)).body.leadsCount === 2 || undefined);

    await advanceClock(25 * 60_000);
    const invites = [];
    for (let i = 0; i < 2; i++)
      invites.push(
        await completeNext(acc, 'invite-to-event', (a) => ({
          result: a.payload.profileUrl.includes('grace') ? 'invited' : 'not-connection',
        })),
      );
    const graceInvite = invites.find((a) => a.payload.profileUrl.includes('grace'))!;
    expect(graceInvite.actionId).toBe(`step#${id}#grace-attendee-1#0`);
    expect(graceInvite.payload).toMatchObject({ eventId: EVENT, name: 'Grace Attendee', stepIndex: 0 });

    // A failed invitation does not stop the lead: both get the Event Message.
    await advanceClock(25 * 60_000);
    const sent = [];
    for (let i = 0; i < 2; i++)
      sent.push(
        await completeNext(acc, 'send-event-message', (a) => ({
          result: a.payload.profileUrl.includes('grace') ? 'sent' : 'not-attendee',
        })),
      );
    const grace = sent.find((a) => a.payload.profileUrl.includes('grace'))!;
    expect(grace.actionId).toBe(`step#${id}#grace-attendee-1#1`);
    expect(grace.payload).toMatchObject({ eventId: EVENT, text: 'See you there, Grace!', stepIndex: 1 });

    const actions = await waitFor(async () => {
      const list = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
        description: string;
        message?: string;
      }[];
      return list.filter((a) => a.description.includes('event message')).length >= 2 ? list : undefined;
    });
    expect(actions.find((a) => a.description === 'event message sent')).toMatchObject({
      message: 'See you there, Grace!',
    });
    expect(actions.filter((a) => a.description === 'unable to send event message')).toHaveLength(1);
    expect(actions.filter((a) => a.description === 'invite to event sent')).toHaveLength(1);
    expect(actions.filter((a) => a.description === 'invite to event failed')).toHaveLength(1);

    const leads = await s.call('GET', `/leads/campaign/${id}?type=eventMessages`);
    expect(leads.body.total).toBe(1);
    const invited = await s.call('GET', `/leads/campaign/${id}?type=inviteToEventSent`);
    expect(invited.body.total).toBe(1);
    const stats = (await s.call('GET', `/campaigns/statistics?campaignId=${id}`)).body;
    expect(stats).toMatchObject({ eventMessages: 1, groupMessages: 0 });
    // The Messaged count has Grace only: the other attendee's message was not sent.
    const counted = await waitFor(async () => {
      const c = (await s.call('GET', `/campaigns/${id}`)).body;
      return c.messagedLeadsCount >= 1 ? c : undefined;
    });
    expect(counted.messagedLeadsCount).toBe(1);
  });
});
