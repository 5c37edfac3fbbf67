import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { advanceClock, alwaysOpen, newSession, waitFor } from '../support/outreach.ts';

// Group campaigns and the Group Message step on the server (issue #8): the group URL rule, the
// members as the audience (collected by the bot), the step planned through the group, its activity.
const groupUrl = 'https://www.linkedin.com/groups/1234567/';
const step = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  delay_time_unit: 'day(s)',
  delay_number: 0,
  ...extra,
});
const person = (publicId: string, firstName: string) => ({
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName,
  lastName: 'Member',
  headline: 'Growth at Acme',
  degree: '2nd' as const,
});

describe('Group campaigns on the server', () => {
  it('answers 400 for a URL that is not a group, a Group Message without a group or a step groups do not offer, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          searchUrl: 'https://www.linkedin.com/company/acme/',
          touchSequence: { sequence: [step('LI View')] },
        },
        'Please use a valid LinkedIn group URL',
      ],
      [{ touchSequence: { sequence: [step('LI View')] } }, 'Please use a valid LinkedIn group URL'],
      [
        { searchUrl: groupUrl, touchSequence: { sequence: [step('Group Message', { message: 'Hi' })] } },
        'Please choose a group',
      ],
      [
        { searchUrl: groupUrl, touchSequence: { sequence: [step('LI Connect')] } },
        'The step "LI Connect" is not available in group campaigns',
      ],
      [
        {
          searchUrl: groupUrl,
          touchSequence: {
            sequence: [step('Group Message', { group_id: '1234567', message: 'x'.repeat(8001) })],
          },
        },
        'Message cannot be longer than 8000 characters',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await s.call('POST', '/campaigns/audience', {
        category: 'group',
        campaignType: 'group',
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      expect(res.body.message).toContain(text);
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('collects the group’s members as leads, then views and messages each through the group, in the activity', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'group',
      campaignType: 'group',
      // The sandbox's loopback address reads as linkedin.com.
      searchUrl: 'http://127.0.0.1:4010/groups/1234567/',
      touchSequence: {
        sequence: [
          step('LI View'),
          step('Group Message', { group_id: '1234567', message: 'Hello {{first_name}}!' }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ category: 'group', campaignType: 'group' });
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    const collect = await completeNext(acc, 'collect-members', () => ({
      people: [person('grace-member-1', 'Grace'), person('alan-member-2', 'Alan')],
      lastPage: 1,
      exhausted: true,
    }));
    expect(collect.payload).toMatchObject({ campaignId: id, sourceUrl: groupUrl, startPage: 1 });
    await waitFor(async () => (await s.call('GET', `/campaigns/${id}`)).body.leadsCount === 2 || undefined);
    expect((await s.call('GET', `/campaigns/${id}`)).body.isSearchEnded).toBe(true);

    await advanceClock(25 * 60_000);
    for (let i = 0; i < 2; i++) await completeNext(acc, 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(25 * 60_000);
    const sent = [];
    for (let i = 0; i < 2; i++)
      sent.push(
        await completeNext(acc, 'send-group-message', (a) => ({
          result: a.payload.profileUrl.includes('grace') ? 'sent' : 'not-member',
        })),
      );
    const grace = sent.find((a) => a.payload.profileUrl.includes('grace'))!;
    expect(grace.actionId).toBe(`step#${id}#grace-member-1#1`);
    expect(grace.payload).toMatchObject({ groupId: '1234567', text: 'Hello Grace!', stepIndex: 1 });

    const actions = await waitFor(async () => {
      const list = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
        description: string;
        message?: string;
      }[];
      return list.some((a) => a.description.includes('group message')) && list.length >= 5 ? list : undefined;
    });
    expect(actions.find((a) => a.description === 'group message sent')).toMatchObject({
      message: 'Hello Grace!',
    });
    expect(actions.filter((a) => a.description === 'unable to send group message')).toHaveLength(1);
    // The Messaged count has Grace only: Alan's message was not sent.
    const counted = await waitFor(async () => {
      const c = (await s.call('GET', `/campaigns/${id}`)).body;
      return c.messagedLeadsCount >= 1 ? c : undefined;
    });
    expect(counted.messagedLeadsCount).toBe(1);
  });
});
