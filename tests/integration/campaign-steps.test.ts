import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  uploadCsv,
} from '../support/outreach.ts';

// Server-side rules of the LinkedIn steps (issue #8): fields kept, limits enforced, nothing half-written.
const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=cto';
const step = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  delay_time_unit: 'day(s)',
  delay_number: 0,
  ...extra,
});
const create = (s: Awaited<ReturnType<typeof newSession>>, sequence: unknown[], category = 'linkedin') =>
  s.call('POST', '/campaigns/audience', {
    category,
    campaignType: 'linkedin search',
    searchUrl,
    touchSequence: { sequence },
  });

describe('LinkedIn steps on the server', () => {
  it('keeps LI View extras and LI Connect options as sent', async () => {
    const s = await newSession();
    const res = await create(s, [
      step('LI View', {
        auto_follow: true,
        auto_endorse: true,
        endorsements_count: 3,
        auto_post_like: true,
        posts_count: 2,
      }),
      step('LI Connect', {
        message: 'Hi {{first_name}}',
        view: true,
        connect_followup: true,
        followup_message: `Thanks for connecting, {{first_name}}. ${'x'.repeat(7000)}`,
      }),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.touchSequence.sequence[0]).toMatchObject({
      endorsements_count: 3,
      posts_count: 2,
      auto_follow: true,
    });
    expect(res.body.touchSequence.sequence[1]).toMatchObject({ view: true, connect_followup: true });
    expect(res.body.touchSequence.sequence[1].followup_message).toHaveLength(7039);
  });

  it('answers 400 for counts out of range, a note over 280 and a follow-up over 8,000, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    for (const [bad, text] of [
      [step('LI View', { auto_endorse: true, endorsements_count: 0 }), ''],
      [step('LI View', { auto_post_like: true, posts_count: 51 }), ''],
      [
        step('LI Connect', { message: 'x'.repeat(281) }),
        'Connect message cannot be longer than 280 characters',
      ],
      [
        step('LI Connect', { connect_followup: true, followup_message: 'x'.repeat(8001) }),
        'Message cannot be longer than 8000 characters',
      ],
    ] as const) {
      const res = await create(s, [bad]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      if (text) expect(res.body.message).toContain(text);
    }
    // A step type the category does not offer.
    const wrong = await create(s, [step('LI Connect')], 'inmail');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('The step "LI Connect" is not available in inmail campaigns');
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });
});

describe('InMail Message on the server', () => {
  it('runs an InMail campaign: View, then the InMail with placeholders filled, counted and in the activity', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const key = await uploadCsv(s, profileCsv([{ id: 'grace-hopper-9', first: 'Grace' }]));
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'inmail',
      campaignType: 'csv upload',
      csvKey: key,
      touchSequence: {
        sequence: [
          step('LI View'),
          step('InMail Message', {
            subject: 'For {{first_name}}',
            message: 'Hello {{first_name}}, a question.',
          }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    await advanceClock(25 * 60_000);
    await completeNext(acc, 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(25 * 60_000);
    const sent = await completeNext(acc, 'send-inmail', () => ({ result: 'sent', free: false }));
    expect(sent.actionId).toBe(`step#${id}#grace-hopper-9#1`);
    expect(sent.payload).toMatchObject({ subject: 'For Grace', text: 'Hello Grace, a question.' });

    const statuses = (await s.call('GET', `/leads/campaign/${id}/statuses`)).body;
    expect(statuses).toMatchObject({ viewedLeadsCount: 1, inmailedLeadsCount: 1 });
    expect((await s.call('GET', `/leads/campaign/${id}?type=inmailed`)).body.total).toBe(1);
    const actions = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
      message?: string;
    }[];
    expect(actions[0]).toMatchObject({
      description: 'inmail sent',
      message: 'For Grace\n\nHello Grace, a question.',
    });
  });

  it('answers 400 for a subject over 200 or an InMail over 1,900, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    for (const [bad, text] of [
      [
        step('InMail Message', { subject: 'x'.repeat(201), message: 'Hi' }),
        'Subject cannot be longer than 200 characters',
      ],
      [
        step('InMail Message', { subject: 'Hi', message: 'x'.repeat(1901) }),
        'Message cannot be longer than 1900 characters',
      ],
    ] as const) {
      const res = await create(s, [bad], 'inmail');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });
});

describe('Chained messages on the server', () => {
  it('hands the bot the chain as separate texts, in order, and records it once as chained messages sent', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const key = await uploadCsv(s, profileCsv([{ id: 'ada-lovelace-3', first: 'Ada' }]));
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: key,
      touchSequence: {
        sequence: [
          step('Chained messages', {
            chainedMessages: [
              { message: 'Hi {{first_name}}!' },
              { message: '' },
              { message: 'A second note for {{first_name}}.' },
            ],
          }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    await advanceClock(25 * 60_000);
    const sent = await completeNext(acc, 'send-chained-messages', () => ({ result: 'sent', sent: 2 }));
    expect(sent.actionId).toBe(`step#${id}#ada-lovelace-3#0`);
    expect(sent.payload.texts).toEqual(['Hi Ada!', 'A second note for Ada.']);

    const statuses = (await s.call('GET', `/leads/campaign/${id}/statuses`)).body;
    expect(statuses).toMatchObject({ messagedLeadsCount: 1 });
    expect((await s.call('GET', `/leads/campaign/${id}?type=chainedMessagesSent`)).body.total).toBe(1);
    const actions = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
      message?: string;
    }[];
    expect(actions.filter((a) => a.description === 'chained messages sent')).toEqual([
      expect.objectContaining({ message: 'Hi Ada!\n\nA second note for Ada.' }),
    ]);
  });

  it('answers 400 with the upgrade hint for a step the plan lacks, writing nothing', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    // Pro has InMail (Premium) but not chained messages (Team); free has neither (spec 3 §6).
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'pro' }).go();
    const chained = await create(s, [step('Chained messages', { chainedMessages: [{ message: 'Hi' }] })]);
    expect(chained.status).toBe(400);
    expect(chained.body).toMatchObject({
      statusCode: 400,
      message: 'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.',
    });
    expect((await create(s, [step('InMail Message', { message: 'Hi' })], 'inmail')).status).toBe(201);

    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'free' }).go();
    const mid = (await s.call('GET', '/campaigns')).body;
    const inmail = await create(s, [step('InMail Message', { subject: 'Hi', message: 'Hi' })], 'inmail');
    expect(inmail.status).toBe(400);
    expect(inmail.body.message).toBe(
      'Experience the full potential of this feature by upgrading to one of our Premium plans.',
    );
    expect((await s.call('GET', '/campaigns')).body).toEqual(mid);
    // A step with a file (the team's own upload) needs Premium too (spec 1 §1 attachments).
    const p = await s.call('POST', '/uploads/presigned-url', {
      filename: 'deck.pdf',
      mimetype: 'application/pdf',
      size: 10,
      purpose: 'attachment',
    });
    expect((await fetch(p.body.signed_url, { method: 'PUT', body: 'x'.repeat(10) })).ok).toBe(true);
    const withFile = await create(s, [
      step('LI Message', { message: 'Hi', attachments: [{ file_uri: p.body.key, file_name: 'deck.pdf' }] }),
    ]);
    expect([withFile.status, withFile.body.message]).toEqual([
      400,
      'Experience the full potential of this feature by upgrading to one of our Premium plans.',
    ]);
    expect((await s.call('GET', '/campaigns')).body).toEqual(mid);
  });
});

describe('InMail replies on the server', () => {
  it('turns a reply in the InMail thread into inmail reply detected, once, and stops the lead', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const key = await uploadCsv(s, profileCsv([{ id: 'katherine-johnson-4', first: 'Katherine' }]));
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'inmail',
      campaignType: 'csv upload',
      csvKey: key,
      touchSequence: {
        sequence: [
          step('InMail Message', { subject: 'Hello', message: 'A question, {{first_name}}.' }),
          step('LI View', { delay_number: 3 }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };
    await advanceClock(25 * 60_000);
    await completeNext(acc, 'send-inmail', () => ({ result: 'sent', free: true }));

    // The inbox sync reads the InMail thread with the member's answer (as the bot records it).
    const deps = await domainDeps();
    const { recordInboxThreads } = await import(
      '@outreach/functions/domain/conversations/record-inbox-threads'
    );
    const now = await clockNow();
    const thread = {
      conversationId: 'inmail-thread-katherine',
      source: 'inmail' as const,
      participants: [
        {
          entityUrn: 'urn:li:fsd_profile:katherine',
          objectUrn: null,
          publicId: 'katherine-johnson-4',
          firstName: 'Katherine',
          lastName: 'J',
          headline: null,
          imageUrl: null,
        },
      ],
      subject: 'Hello',
      lastActivityAt: now,
      unreadCount: 1,
      messages: [
        {
          messageId: 'm1',
          direction: 'out' as const,
          senderName: 'Me',
          text: 'A question, Katherine.',
          createdAt: now - 60_000,
        },
        {
          messageId: 'm2',
          direction: 'in' as const,
          senderName: 'Katherine J',
          text: 'Happy to help',
          createdAt: now,
        },
      ],
    };
    await recordInboxThreads(deps, acc, [thread]);
    await recordInboxThreads(deps, acc, [thread]);

    const actions = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
      message?: string;
    }[];
    expect(actions.filter((a) => a.description === 'inmail reply detected')).toEqual([
      expect.objectContaining({ message: 'Happy to help' }),
    ]);
    expect((await s.call('GET', `/leads/campaign/${id}?type=inmailReplies`)).body.total).toBe(1);
    expect((await s.call('GET', `/leads/campaign/${id}/statuses`)).body).toMatchObject({ repliesCount: 1 });
    // The sequence stops for the lead: its schedule of the View finds it replied.
    const lead = (
      await deps.db.entities.lead
        .get({ teamId: s.teamId, campaignId: id, leadId: 'katherine-johnson-4' })
        .go()
    ).data;
    expect(lead).toMatchObject({ stage: 'replied', threadId: 'inmail-thread-katherine' });
  });
});
