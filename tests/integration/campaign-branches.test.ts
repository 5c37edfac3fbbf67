// If/else branches (issue #9): a Condition step waits for an acceptance or a reply within N days and
// sends the lead down its YES or NO path; over HTTP, the product clock moved, the test playing the bot.
import { describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail } from '../support/api.ts';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { readSandboxInbox, sandboxMailSettings, sendToSandbox, waitForSandboxMail } from '../support/mail.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const step = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  delay_time_unit: 'day(s)',
  delay_number: 0,
  ...extra,
});
const condition = (condition: string, within_days: number, yes_steps: number) =>
  step('Condition', { condition, within_days, yes_steps });

async function branching(s: Session, id: string, sequence: unknown[]) {
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  const key = await uploadCsv(s, profileCsv([{ id, first: 'Ada' }]));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: { sequence } });
  expect(c.status).toBe(201);
  expect(c.body.touchSequence.sequence[1]).toMatchObject({ type: 'Condition', yes_steps: 1 });
  expect((await s.call('POST', `/campaigns/${c.body.id}/publish`)).status).toBe(200);
  return c.body.id as string;
}

const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });
const descriptions = async (s: Session, id: string) =>
  (
    (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
      message?: string;
    }[]
  )
    .map((a) => a.description)
    .reverse();
async function leadRow(s: Session, campaignId: string, leadId: string) {
  const deps = await domainDeps();
  return (await deps.db.entities.lead.get({ teamId: s.teamId, campaignId, leadId }).go()).data!;
}

describe('If/else branches on the server (issue #9)', () => {
  it('an invitation accepted within the days takes the YES path at once', async () => {
    const s = await newSession();
    const id = await branching(s, 'ada-branch-yes', [
      step('LI Connect', { message: 'Hi {{first_name}}' }),
      condition('accepted', 3, 1),
      step('LI Message', { message: 'Thanks for connecting, {{first_name}}' }),
      step('LI View'),
    ]);
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'connect', () => ({ result: 'sent' }));
    // The lead waits at the condition (not as a plain awaiting invite).
    await advanceClock(25 * MIN);
    await waitFor(async () => (await leadRow(s, id, 'ada-branch-yes')).waitIndex === 1, 20_000, 'the wait');
    // The network sync the waiting condition keeps going reports the acceptance.
    await advanceClock(4 * HOUR);
    const acceptedAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [{ publicId: 'ada-branch-yes', at: acceptedAt }],
      replies: [],
    }));
    const message = await completeNext(acc(s), 'message', () => ({ result: 'sent' }));
    expect(message.payload.text).toBe('Thanks for connecting, Ada');
    expect(message.payload.stepIndex).toBe(2);
    // The YES path ends with a message: the lead waits for a reply ('messaged'), not on the NO path.
    await waitFor(
      async () => (await leadRow(s, id, 'ada-branch-yes')).stage === 'messaged',
      20_000,
      'the end of the YES path',
    );
    const lead = await leadRow(s, id, 'ada-branch-yes');
    expect(lead.branches).toEqual(['1:yes']);
    // The YES path ends after its one step: the NO path's View never runs.
    expect((await botActions(acc(s))).filter((a) => a.type === 'view-profile')).toHaveLength(0);
    expect(await descriptions(s, id)).toEqual([
      'lead found',
      'connect requested',
      'connected',
      'took yes path',
      'message sent',
    ]);
    const actions = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
      message?: string;
    }[];
    expect(actions.find((a) => a.description === 'took yes path')?.message).toBe(
      'Invitation accepted within 3 day(s)',
    );
  });

  it('no reply within the days takes the NO path at day N, once under redelivery', async () => {
    const s = await newSession();
    const id = await branching(s, 'ada-branch-no', [
      step('LI Message', { message: 'Hello {{first_name}}' }),
      condition('replied', 2, 1),
      step('LI Message', { message: 'Glad you answered' }),
      step('LI View'),
    ]);
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'message', () => ({ result: 'sent' }));
    await advanceClock(25 * MIN);
    await waitFor(async () => (await leadRow(s, id, 'ada-branch-no')).waitIndex === 1, 20_000, 'the wait');
    const waiting = await leadRow(s, id, 'ada-branch-no');
    expect(waiting.stage).toBe('scheduled');
    // A day on, no reply: the condition is looked at again (a new attempt) and still waits.
    await advanceClock(DAY);
    await waitFor(
      async () => ((await leadRow(s, id, 'ada-branch-no')).stepAttempt ?? 0) > (waiting.stepAttempt ?? 0),
      20_000,
      'the check a day on',
    );
    const stillWaiting = await leadRow(s, id, 'ada-branch-no');
    expect(stillWaiting).toMatchObject({ stage: 'scheduled', nextTouchIndex: 1, waitIndex: 1 });
    expect((await botActions(acc(s))).filter((a) => a.type === 'view-profile')).toHaveLength(0);

    // Past day 2: the check takes NO.
    await advanceClock(DAY + HOUR);
    const view = await completeNext(acc(s), 'view-profile', () => ({ result: 'viewed' }));
    expect(view.payload.stepIndex).toBe(3);
    await waitFor(async () => (await leadRow(s, id, 'ada-branch-no')).stage === 'done', 20_000, 'the end');
    expect((await leadRow(s, id, 'ada-branch-no')).branches).toEqual(['1:no']);

    // The condition's checks delivered again (twice at once, as a queue may): nothing moves twice.
    const deps = await domainDeps();
    const { runStep } = await import('@outreach/functions/domain/scheduling/run-step');
    const redelivered = Array.from({ length: (stillWaiting.stepAttempt ?? 0) + 2 }, (_, attempt) => ({
      kind: 'step' as const,
      teamId: s.teamId,
      campaignId: id,
      leadId: 'ada-branch-no',
      stepIndex: 1,
      attempt,
    }));
    const results = await Promise.all(redelivered.flatMap((m) => [runStep(deps, m), runStep(deps, m)]));
    expect(results.filter((r) => r === 'dispatched' || r === 'waiting')).toHaveLength(0);
    expect((await leadRow(s, id, 'ada-branch-no')).branches).toEqual(['1:no']);
    const steps = await botActions(acc(s));
    expect(steps.filter((a) => a.type === 'view-profile')).toHaveLength(1);
    expect(steps.filter((a) => a.type === 'message')).toHaveLength(1);
    expect(await descriptions(s, id)).toEqual([
      'lead found',
      'message sent',
      'took no path',
      'profile viewed',
    ]);
  });

  it('answers 400 for a YES path past the sequence, a kind the category lacks, or days out of range', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    for (const [sequence, text] of [
      [[step('LI Connect'), condition('accepted', 3, 2)], 'Yes path is longer'],
      [[step('LI Connect'), condition('opened', 3, 0)], 'The condition "Email opened" is not available'],
      [[step('LI Connect'), condition('accepted', 0, 0)], ''],
      [[step('LI Connect'), condition('accepted', 91, 0)], ''],
    ] as const) {
      const res = await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
        touchSequence: { sequence },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.any(String) });
      if (text) expect(String(res.body.message)).toContain(text);
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });
  it('an email opened within the days takes the YES path: the pixel records one open, however often loaded', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const sender = uniqueEmail('sales').replace('@example.test', '@mail.sandbox.test');
    await sendToSandbox({ from: 'setup@acme.test', to: sender, subject: 'Welcome', text: 'Hi' });
    expect((await s.call('PUT', '/users/me/mail-settings', await sandboxMailSettings(sender))).status).toBe(
      200,
    );
    const ada = uniqueEmail('ada').replace('@example.test', '@acme.test');
    const email = (subject: string) => step('Email', { subject, message: `${subject}, {{first_name}}` });
    const key = await uploadCsv(s, `Email;First Name\n${ada};Ada\n`, 'contacts.csv');
    const c = await s.call('POST', '/campaigns/email/audience/csv', {
      key,
      name: 'Opened branch',
      touchSequence: {
        sequence: [
          email('Hello'),
          condition('opened', 2, 1),
          email('Glad you read it'),
          email('Another try'),
        ],
      },
    });
    expect(c.status).toBe(201);
    const id = c.body.id as string;
    const leadId = encodeURIComponent(ada.toLowerCase());
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);

    await advanceClock(25 * MIN);
    const first = await waitForSandboxMail(ada, (m) => m.subject === 'Hello');
    await advanceClock(25 * MIN);
    // The sequence waits for an open: the email has an HTML part with the pixel.
    const pixel = String(first.html).match(/<img src="([^"]+\/api\/v1\/email\/open\?t=[^"]+)"/)?.[1];
    expect(pixel).toBeDefined();
    await waitFor(async () => (await leadRow(s, id, leadId)).waitIndex === 1, 20_000, 'the wait');

    // The mail client loads the pixel three times (once, then its proxy twice at once).
    const token = new URL(pixel!.replace(/&amp;/g, '&')).searchParams.get('t')!;
    const load = () =>
      fetch(`${baseUrl()}/api/v1/email/open?t=${encodeURIComponent(token)}`, { redirect: 'manual' });
    const loads = [await load(), ...(await Promise.all([load(), load()]))];
    expect(loads.map((r) => r.status)).toEqual([302, 302, 302]);
    expect(loads[0]!.headers.get('location')).toMatch(/\/open\.gif$/);
    const forged = await fetch(`${baseUrl()}/api/v1/email/open?t=${encodeURIComponent(`${token}x`)}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ statusCode: 404, error: expect.any(String) });

    // Assess: YES at once (the open wakes the condition), the NO path's email never sent.
    await waitForSandboxMail(ada, (m) => m.subject === 'Glad you read it');
    await waitFor(async () => (await leadRow(s, id, leadId)).stage === 'messaged', 20_000, 'the end');
    const lead = await leadRow(s, id, leadId);
    expect(lead.branches).toEqual(['1:yes']);
    expect(lead.openedAt).toBeTypeOf('number');
    expect((await readSandboxInbox(ada)).map((m) => m.subject).sort()).toEqual(['Glad you read it', 'Hello']);
    const all = await descriptions(s, id);
    expect(all.filter((d) => d === 'email opened')).toHaveLength(1);
    expect(all.filter((d) => d === 'took yes path')).toHaveLength(1);
    expect(all.filter((d) => d === 'email sent')).toHaveLength(2);
    const progress = await s.call('GET', `/campaigns/${id}/sequence-progress`);
    expect(progress.body.steps[1]).toMatchObject({ type: 'Condition', yes: 1, no: 0, done: 1 });
    // The NO path's step is not "done" for a lead that took YES.
    expect(progress.body.steps[3]).toMatchObject({ done: 0 });
  });
});
