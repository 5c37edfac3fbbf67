import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

// The producers of outgoing webhook events (issue #15): a campaign run sends new lead, invite
// accepted, campaign finished and reply received to the subscribed URL, signed; an email bounce
// recorded by the email channel sends email bounced; each fact arrives once, even when its producer
// runs again.
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });

interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function sandboxCalls(path: string): Promise<Call[]> {
  const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
  const url = `${info.sandboxes.webhooks.url}/calls.json?path=${encodeURIComponent(path)}`;
  return (await (await fetch(url)).json()) as Call[];
}

async function eventsAt(path: string, secret: string) {
  return (await sandboxCalls(path)).map((c) => {
    const [, t, v1] = c.headers['outreach-signature']!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1, 'signature').toBe(createHmac('sha256', secret).update(`${t}.${c.body}`).digest('hex'));
    const event = JSON.parse(c.body);
    expect(c.headers['outreach-event']).toBe(event.type);
    return event as { id: string; type: string; createdAt: string; data: any };
  });
}

const waitForEvent = (path: string, secret: string, type: string) =>
  waitFor(async () => (await eventsAt(path, secret)).find((e) => e.type === type), 20_000, `a ${type} event`);

describe('webhook event producers', () => {
  it('a campaign run sends its events to the subscribed URL, signed, each once', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const path = `/events/${randomUUID()}`;
    const sub = await s.call('POST', '/webhook-subscriptions', {
      url: `https://webhooks.sandbox.test${path}`,
      events: ['lead.created', 'invite.accepted', 'reply.received', 'email.bounced', 'campaign.finished'],
    });
    expect(sub.status).toBe(201);
    const secret = sub.body.secret as string;

    const key = await uploadCsv(s, profileCsv([{ id: 'wh-ada', first: 'Ada', company: 'Engines' }]));
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Webhook run',
        touchSequence: viewConnectMessage(),
      })
    ).body as { id: string };
    await s.call('POST', `/campaigns/${c.id}/publish`);
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'connect', () => ({ result: 'sent' }));
    await advanceClock(5 * 60 * MIN);
    const acceptedAt = await clockNow();
    const sync = await completeNext(acc(s), 'sync-network', () => ({
      accepted: [{ publicId: 'wh-ada', at: acceptedAt }],
      replies: [],
    }));
    await advanceClock(DAY + 25 * MIN);
    await completeNext(acc(s), 'message', () => ({ result: 'sent' }));
    await advanceClock(5 * 60 * MIN);
    const replyAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [],
      replies: [{ publicId: 'wh-ada', threadId: 't-wh', text: 'Sounds good', at: replyAt }],
    }));
    // Every event arrives once the run is over (each producer enqueued its deliveries as it went).
    const events = await waitFor(
      async () => {
        const all = await eventsAt(path, secret);
        return all.length >= 4 && all;
      },
      30_000,
      'the four events',
    );
    const byType = (t: string) => events.find((e) => e.type === t)!;
    const created = byType('lead.created');
    expect(created.id).toMatch(/^evt_/);
    expect(created.data).toMatchObject({
      action: 'lead found',
      userId: s.userId,
      campaign: { id: c.id, name: 'Webhook run' },
      person: {
        firstName: 'Ada',
        linkedInHandle: 'wh-ada',
        profileUrl: 'https://www.linkedin.com/in/wh-ada/',
        currentEmployer: 'Engines',
      },
    });

    const accepted = byType('invite.accepted');
    expect(accepted).toMatchObject({
      createdAt: new Date(acceptedAt).toISOString(),
      data: { action: 'connected', campaign: { id: c.id }, person: { linkedInHandle: 'wh-ada' } },
    });
    // The message was the last step: the only lead went through the sequence, and not before.
    const finished = byType('campaign.finished');
    expect(Date.parse(finished.createdAt)).toBeGreaterThan(acceptedAt + DAY);
    expect(Date.parse(finished.createdAt)).toBeLessThan(replyAt);
    expect(finished.data).toMatchObject({
      campaign: { id: c.id, name: 'Webhook run' },
      userId: s.userId,
      leadsCount: 1,
      connectedLeadsCount: 1,
      messagedLeadsCount: 1,
    });
    const reply = byType('reply.received');
    expect(reply.data).toMatchObject({
      action: 'linkedin reply detected',
      message: 'Sounds good',
      campaign: { id: c.id },
      person: { firstName: 'Ada' },
    });

    // The producers run again: the sync's outcome redelivered, the reply's activity recorded again
    // (as after a crash before the lead was marked replied), the finish check repeated.
    const deps = await domainDeps();
    const { applyBotOutcome } = await import('@outreach/functions/domain/bot/apply-outcome');
    const { recordActivity } = await import('@outreach/functions/domain/stats/record-activity');
    const { emitCampaignFinishedIfDone } = await import(
      '@outreach/functions/domain/webhooks/emit-campaign-finished'
    );
    await applyBotOutcome(deps, {
      ...sync,
      status: 'done',
      outcome: { accepted: [{ publicId: 'wh-ada', at: acceptedAt }], replies: [] },
    } as never);
    await recordActivity(deps, {
      ...acc(s),
      campaignId: c.id,
      campaignName: 'Webhook run',
      leadId: 'wh-ada',
      kind: 'linkedin reply detected',
      message: 'Sounds good',
      person: reply.data.person,
      activityId: `reply#t-wh#${replyAt}`,
      at: replyAt,
    });
    expect(await emitCampaignFinishedIfDone(deps, s.teamId, c.id)).toBe(true);
    // The re-runs created no delivery (deliveries are logged before they are queued).
    const log = (await s.call('GET', `/webhook-subscriptions/${sub.body.webhook.id}/deliveries`)).body;
    expect(log.deliveries).toHaveLength(4);
    await s.call('POST', `/webhook-subscriptions/${sub.body.webhook.id}/test`);
    await waitForEvent(path, secret, 'webhook.test');
    const types = (await eventsAt(path, secret)).map((e) => e.type).sort();
    expect(types).toEqual(
      ['campaign.finished', 'invite.accepted', 'lead.created', 'reply.received', 'webhook.test'].sort(),
    );
  });

  it('an email bounce the email channel records sends email.bounced; unsubscribed teams get nothing', async () => {
    const s = await newSession({ linkedIn: false });
    const path = `/bounces/${randomUUID()}`;
    const sub = await s.call('POST', '/webhook-subscriptions', {
      url: `https://webhooks.sandbox.test${path}`,
      events: ['email.bounced'],
    });
    const secret = sub.body.secret as string;
    const key = await uploadCsv(s, profileCsv([{ id: 'wh-grace', first: 'Grace' }]));
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: viewConnectMessage() })
    ).body as { id: string };
    // The email channel's hook point: an activity of kind 'email bounced'.
    const deps = await domainDeps();
    const { recordActivity } = await import('@outreach/functions/domain/stats/record-activity');
    const at = await clockNow();
    await recordActivity(deps, {
      ...acc(s),
      campaignId: c.id,
      leadId: 'wh-grace',
      kind: 'email bounced',
      message: '550 5.1.1 mailbox unavailable',
      person: { firstName: 'Grace', lastName: 'Test', linkedInHandle: 'wh-grace' },
      activityId: `bounce#${c.id}#wh-grace`,
      at,
    });
    const bounced = await waitForEvent(path, secret, 'email.bounced');
    expect(bounced.data).toMatchObject({
      action: 'email bounced',
      message: '550 5.1.1 mailbox unavailable',
      campaign: { id: c.id },
      person: { firstName: 'Grace' },
    });
    // lead.created was not subscribed: only the bounce arrived.
    expect((await eventsAt(path, secret)).map((e) => e.type)).toEqual(['email.bounced']);
  });

  it('campaign.finished also when the last leads end by skip, bounce or exclusion', async () => {
    const s = await newSession();
    const path = `/finished/${randomUUID()}`;
    const sub = await s.call('POST', '/webhook-subscriptions', {
      url: `https://webhooks.sandbox.test${path}`,
      events: ['campaign.finished'],
    });
    const secret = sub.body.secret as string;
    const u = randomUUID().slice(0, 8);
    const campaign = async (name: string, ids: string[]) => {
      const key = await uploadCsv(s, profileCsv(ids.map((id) => ({ id, first: 'Lead' }))));
      const c = (
        await s.call('POST', '/campaigns/linked-in/audience/csv', {
          key,
          name,
          touchSequence: viewConnectMessage(),
        })
      ).body as { id: string };
      expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
      return c.id;
    };
    const finishedFor = async (campaignId: string) =>
      (await eventsAt(path, secret)).filter(
        (e) => e.type === 'campaign.finished' && e.data.campaign.id === campaignId,
      );

    // Skip: the first skipped lead leaves one in the sequence; skipping the last finishes the campaign.
    const skipped = await campaign('Skipped', [`sk-a-${u}`, `sk-b-${u}`]);
    const first = await s.call('PATCH', `/leads/campaign/${skipped}/skip`, { entityUrns: [`sk-a-${u}`] });
    expect(first.body.skipped).toBe(1);
    // Exclusion: the only lead goes on the blacklist.
    const excluded = await campaign('Excluded', [`ex-a-${u}`]);
    expect(
      (await s.call('POST', '/leads/exclude', { entityUrns: [`ex-a-${u}`], exclude: true })).body.updated,
    ).toBe(1);
    await waitFor(async () => (await finishedFor(excluded)).length === 1, 20_000, 'the exclusion finish');
    expect(await finishedFor(skipped)).toEqual([]);
    await s.call('PATCH', `/leads/campaign/${skipped}/skip`, { entityUrns: [`sk-b-${u}`] });
    const [bySkip] = await waitFor(
      async () => {
        const e = await finishedFor(skipped);
        return e.length > 0 && e;
      },
      20_000,
      'the skip finish',
    );
    expect(bySkip!.data).toMatchObject({
      campaign: { id: skipped, name: 'Skipped' },
      leadsCount: 2,
      userId: s.userId,
    });

    // Bounce: the email channel's hard bounce ends the only lead.
    const bounced = await campaign('Bounced', [`bo-a-${u}`]);
    const deps = await domainDeps();
    const { markLeadBounced } = await import('@outreach/functions/domain/email/mark-lead-bounced');
    const { leadIdOf } = await import('@outreach/functions/domain/leads/add-leads');
    const c = (await deps.db.entities.campaign.get({ teamId: s.teamId, campaignId: bounced }).go()).data!;
    const lead = (
      await deps.db.entities.lead
        .get({ teamId: s.teamId, campaignId: bounced, leadId: leadIdOf(`bo-a-${u}`) })
        .go()
    ).data!;
    await markLeadBounced(deps, c, lead, { message: '550 5.1.1 mailbox unavailable' });
    await waitFor(async () => (await finishedFor(bounced)).length === 1, 20_000, 'the bounce finish');
    // Each campaign finished once.
    const all = (await eventsAt(path, secret)).map((e) => e.data.campaign.id).sort();
    expect(all).toEqual([skipped, excluded, bounced].sort());
  });
});
