import { describe, expect, it } from 'vitest';
import { api, linkFromMail } from '../support/api.ts';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  profileCsv,
  type Session,
  signInLinkedIn,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

const MIN = 60_000;
const viewOnly = { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] };
const TEXTS = {
  emailNotVerified: 'Please verify your email address first.',
  blocked: 'Something is wrong with your account, contact support.',
  deactivated: 'Your account has been deactivated.',
  paused: 'Your subscription is paused.',
};

const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });
const stepActions = async (s: Session) =>
  (await botActions(acc(s))).filter((a) => a.actionId.startsWith('step#'));

async function draft(s: Session, id: string) {
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  const key = await uploadCsv(s, profileCsv([{ id, first: 'Gate' }]));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: viewOnly });
  expect(c.status).toBe(201);
  return c.body.id as string;
}

/** Changes what only support or billing change (no API of ours sets these). */
async function setState(s: Session, state: 'blocked' | 'trial-ended' | 'subscription-paused') {
  const deps = await domainDeps();
  if (state === 'blocked')
    await deps.db.entities.user.patch({ userId: s.userId }).set({ isBlocked: true }).go();
  if (state === 'trial-ended')
    await deps.db.entities.team
      .patch({ teamId: s.teamId })
      .set({ trialEndsAt: deps.clock.now() - 1 })
      .go();
  if (state === 'subscription-paused')
    await deps.db.entities.team
      .patch({ teamId: s.teamId })
      .set({ hasPaidPlan: true, plan: 'pro', isSubscriptionPaused: true })
      .go();
}

function expect403(res: { status: number; body: unknown }, message: string) {
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ error: 'Forbidden', message, statusCode: 403 });
}

describe('server-side state checks (spec 1 §2, spec 2 §4)', () => {
  it('refuses to publish for an unverified email, then publishes once verified', async () => {
    const s = await newSession({ verified: false });
    const id = await draft(s, 'gate-unverified');
    expect403(await s.call('POST', `/campaigns/${id}/publish`), TEXTS.emailNotVerified);
    expect((await s.call('GET', `/campaigns/${id}`)).body.status).toBe('draft');

    await api('PATCH', `/auth/verify-email/${await linkFromMail(s.email, '/verify-email/')}`);
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
  });

  it.each([
    ['blocked', TEXTS.blocked],
    ['trial-ended', TEXTS.deactivated],
    ['subscription-paused', TEXTS.paused],
  ] as const)(
    'refuses publish and resume when the %s, and still lets the user pause',
    async (state, text) => {
      const s = await newSession();
      const published = await draft(s, `gate-${state}-1`);
      expect((await s.call('POST', `/campaigns/${published}/publish`)).status).toBe(200);
      const other = await draft(s, `gate-${state}-2`);

      await setState(s, state);

      expect403(await s.call('POST', `/campaigns/${other}/publish`), text);
      expect((await s.call('GET', `/campaigns/${other}`)).body.status).toBe('draft');
      const pause = await s.call('PATCH', `/campaigns/${published}/running-state`, { runState: 'paused' });
      expect(pause.status).toBe(200);
      expect403(
        await s.call('PATCH', `/campaigns/${published}/running-state`, { runState: 'running' }),
        text,
      );
      expect((await s.call('GET', `/campaigns/${published}`)).body.runState).toBe('paused');
    },
  );

  it.each([
    ['trial-ended', 'a team whose trial ended'],
    ['blocked', 'a blocked user'],
  ] as const)('run-step does no outreach for %s (%s): the campaign is paused', async (state, _what) => {
    const s = await newSession();
    const id = await draft(s, `gate-step-${state}`);
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await setState(s, state);

    await advanceClock(25 * MIN); // past the step's jitter: the scheduler runs it
    await waitFor(
      async () => (await s.call('GET', `/campaigns/${id}`)).body.runState === 'paused',
      20_000,
      'the campaign paused by run-step',
    );
    expect(await stepActions(s)).toHaveLength(0);
  });

  it('run-step waits without a usable LinkedIn account, and resumes the leads once it signs in', async () => {
    const deps = await domainDeps();
    const { runStep } = await import('@outreach/functions/domain/scheduling/run-step');
    const s = await newSession({ linkedIn: false });
    const id = await draft(s, 'gate-no-account');
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * MIN);

    const { data: leads } = await deps.db.entities.lead.query
      .byCampaign({ teamId: s.teamId, campaignId: id })
      .go();
    expect(leads).toHaveLength(1);
    const lead = leads[0];
    const msg = {
      kind: 'step' as const,
      teamId: s.teamId,
      campaignId: id,
      leadId: lead.leadId,
      stepIndex: lead.nextTouchIndex ?? 0,
      attempt: lead.stepAttempt ?? 0,
    };
    expect(await runStep(deps, msg)).toBe('account-unavailable');
    expect(await stepActions(s)).toHaveLength(0);
    expect(
      (await deps.db.entities.lead.get({ teamId: s.teamId, campaignId: id, leadId: lead.leadId }).go()).data
        ?.stage,
    ).toBe('scheduled');

    // The account signs in: the waiting lead is scheduled again and its step reaches the bot.
    await signInLinkedIn(acc(s));
    const actions = await waitFor(
      async () => {
        const a = await stepActions(s);
        return a.length === 1 && a;
      },
      20_000,
      'the step action after sign-in',
    );
    expect(actions[0]).toMatchObject({ type: 'view-profile', status: 'pending' });
  });
});
