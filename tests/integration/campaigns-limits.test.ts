import { describe, expect, it } from 'vitest';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  type Session,
  schedulesHandled,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

const viewOnly = { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] };

async function publishedCsvCampaign(s: Session, n: number, prefix: string) {
  const people = Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, first: `P${i}` }));
  const key = await uploadCsv(s, profileCsv(people));
  const c = (await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: viewOnly }))
    .body;
  expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
  return c.id as string;
}

function sqsEvent(bodies: unknown[]) {
  return {
    Records: bodies.map((b, i) => ({
      messageId: `m-${i}-${Math.random().toString(36).slice(2)}`,
      receiptHandle: 'r',
      body: JSON.stringify(b),
      attributes: {} as never,
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:steps',
      awsRegion: 'us-east-1',
    })),
  };
}

describe('daily limits under redelivery and concurrent consumers', () => {
  it('never creates more step actions than the limit, and never one action twice', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await s.call('PATCH', '/users/edit-daily-limits', { views: 5 });
    const campaignId = await publishedCsvCampaign(s, 12, 'lim');

    const deps = await domainDeps();
    const now = await clockNow();
    const { data: leads } = await deps.db.entities.lead.query
      .byCampaign({ teamId: s.teamId, campaignId })
      .go();
    // Make every lead due now, so our deliveries are not "early" (the runtime's own schedules still fire later).
    for (const l of leads) {
      await deps.db.entities.lead
        .patch({ teamId: s.teamId, campaignId, leadId: l.leadId })
        .set({ nextDueAt: now - 1 })
        .go();
    }
    const messages = leads.map((l) => ({
      kind: 'step',
      teamId: s.teamId,
      campaignId,
      leadId: l.leadId,
      stepIndex: 0,
      attempt: 0,
    }));
    const { handler } = await import('@outreach/functions/jobs/run-step');
    // Two consumers, each receiving every message twice (redelivery), in batches of up to 10, at once.
    const deliveries = [...messages, ...messages].sort(() => Math.random() - 0.5);
    const batches = (list: unknown[]) =>
      Array.from({ length: Math.ceil(list.length / 10) }, (_, i) => list.slice(i * 10, i * 10 + 10));
    const runs = [...batches(deliveries), ...batches([...deliveries].reverse())].map((b) =>
      handler(sqsEvent(b) as never, {} as never),
    );
    const results = await Promise.all(runs);
    for (const r of results) expect(r.batchItemFailures).toEqual([]);

    const steps = (await botActions({ teamId: s.teamId, userId: s.userId })).filter((a) =>
      a.actionId.startsWith('step#'),
    );
    expect(steps).toHaveLength(5);
    expect(new Set(steps.map((a) => a.actionId)).size).toBe(5);
    const { data: counters } = await deps.db.entities.dailyCounter.query
      .byAccount({ teamId: s.teamId, userId: s.userId })
      .go();
    expect(counters.find((c) => c.limitKey === 'views')?.count).toBe(5);
    expect((await s.call('GET', '/users/daily-limits')).body.usedToday.views).toBe(5);

    // The seven others wait for the next local day.
    const { data: after } = await deps.db.entities.lead.query
      .byCampaign({ teamId: s.teamId, campaignId })
      .go();
    const waiting = after.filter((l) => l.stage === 'scheduled');
    expect(waiting).toHaveLength(7);
    const tomorrow = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate() + 1,
    );
    for (const l of waiting) expect(l.nextDueAt).toBeGreaterThanOrEqual(tomorrow);

    // The runtime's original schedules fire too: they find the leads moved on and add nothing.
    await advanceClock(25 * 60_000);
    await schedulesHandled();
    const again = (await botActions({ teamId: s.teamId, userId: s.userId })).filter((a) =>
      a.actionId.startsWith('step#'),
    );
    const today = again.filter((a) => new Date(a.createdAt).getUTCDate() === new Date(now).getUTCDate());
    expect(today.length).toBeLessThanOrEqual(5);
  });
});

describe('the local scheduler survives restarts', () => {
  it('re-sends fired-but-unacknowledged schedules on start-up, without acting twice', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const key = await uploadCsv(s, profileCsv([{ id: 'restart-1', first: 'R' }]));
    const c = (await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: viewOnly }))
      .body;
    const deps = await domainDeps();
    const now = await clockNow();
    // Running, without going through publish (which would schedule the lead itself).
    await deps.db.entities.campaign
      .patch({ teamId: s.teamId, campaignId: c.id })
      .set({ status: 'active', runState: 'running' })
      .go();
    await deps.db.entities.lead
      .patch({ teamId: s.teamId, campaignId: c.id, leadId: 'restart-1' })
      .set({ nextDueAt: now - 1 })
      .go();
    // A schedule the poller marked fired before it died (never sent).
    const name = `st-restart-${s.teamId}`;
    const body = {
      kind: 'step',
      teamId: s.teamId,
      campaignId: c.id,
      leadId: 'restart-1',
      stepIndex: 0,
      attempt: 0,
    };
    await deps.db.entities.schedule
      .create({ name, at: now - 1, queue: 'steps', body, state: 'fired', createdAt: now })
      .go();

    const { startSchedulePoller } = await import('@outreach/local/jobs/schedule-poller');
    const { sqsClient } = await import('@outreach/functions/lib/aws-clients');
    const restart = async () => {
      const p = startSchedulePoller({
        deps,
        sqs: sqsClient(),
        queueUrls: { steps: process.env.STEPS_QUEUE_URL },
      });
      await p.started;
      await p.stop();
    };
    await restart();
    const state = () =>
      deps.db.entities.schedule
        .get({ name })
        .go()
        .then((r) => r.data?.state);
    await waitFor(async () => (await state()) === 'done', 15_000, 'schedule done');
    const steps = async () =>
      (await botActions({ teamId: s.teamId, userId: s.userId })).filter((a) =>
        a.actionId.startsWith('step#'),
      );
    expect((await steps()).map((a) => a.actionId)).toEqual([`step#${c.id}#restart-1#0`]);

    // The acknowledgement was lost (crash after run-step, before "done"): the next start sends it again.
    await deps.db.entities.schedule
      .patch({ name })
      .set({ state: 'fired', at: now - 1 })
      .go();
    await restart();
    await waitFor(async () => (await state()) === 'done', 15_000, 'schedule done again');
    expect(await steps()).toHaveLength(1);
  });
});
