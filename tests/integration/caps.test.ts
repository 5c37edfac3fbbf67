// The product's own caps per sender (issue #9): the rolling week of invitations, LinkedIn's limit
// signal, pending invitations, the warm-up, and limits shared by all campaigns of one sender.
import { describe, expect, it } from 'vitest';
import { botActions, completeNext, runDueSteps } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
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

const H = 3_600_000;
const connectOnly = {
  sequence: [
    { type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hi {{first_name}}' },
  ],
};
const viewOnly = { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] };

async function readySender() {
  const s = await newSession();
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  return s;
}

async function campaign(s: Session, ids: string[], touchSequence: unknown) {
  const key = await uploadCsv(s, profileCsv(ids.map((id, i) => ({ id, first: `P${i}` }))));
  const c = (await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence })).body;
  expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
  return c.id as string;
}

const stepActions = async (s: Session, type: string) =>
  (await botActions({ teamId: s.teamId, userId: s.userId })).filter(
    (a) => a.type === type && a.actionId.startsWith('step#'),
  );

async function leadsOf(s: Session, campaignId: string) {
  const deps = await domainDeps();
  return (await deps.db.entities.lead.query.byCampaign({ teamId: s.teamId, campaignId }).go()).data;
}

describe('caps count per sender across all campaigns of that sender', () => {
  it('shares the daily invite limit between two campaigns of one account', async () => {
    const s = await readySender();
    await s.call('PATCH', '/users/edit-daily-limits', { invites: 3 });
    const a = await campaign(s, ['caps-two-a1', 'caps-two-a2', 'caps-two-a3'], connectOnly);
    const b = await campaign(s, ['caps-two-b1', 'caps-two-b2', 'caps-two-b3'], connectOnly);

    await runDueSteps(s, [a, b]);

    const sent = await stepActions(s, 'connect');
    expect(sent).toHaveLength(3);
    expect((await s.call('GET', '/users/daily-limits')).body.usedToday.invites).toBe(3);
    const caps = (await s.call('GET', '/users/me/sender-caps')).body;
    expect(caps.weeklyInvites).toMatchObject({ used: 3, limit: 100, nextSlotAt: null });
    const waiting = [...(await leadsOf(s, a)), ...(await leadsOf(s, b))].filter(
      (l) => l.stage === 'scheduled',
    );
    expect(waiting).toHaveLength(3);
  });
});

describe('the weekly invite cap (weeklyInviteLimit, a rolling 7 days)', () => {
  it('holds invites over the week across campaigns, until the hour the oldest leave the window', async () => {
    const s = await readySender();
    await s.call('PATCH', '/users/edit-daily-limits', { invites: 100 });
    const deps = await domainDeps();
    const now = await clockNow();
    // 97 invitations sent 30 hours ago (kept in the sender's hour buckets).
    const { inviteBucket, inviteBucketKey } = await import('@outreach/shared/rules/outreach/sender-caps');
    const old = inviteBucket(now) - 30;
    await deps.db.entities.inviteCounter
      .upsert({ teamId: s.teamId, userId: s.userId, bucket: inviteBucketKey(old), count: 97 })
      .go();
    const a = await campaign(s, ['caps-week-a1', 'caps-week-a2', 'caps-week-a3'], connectOnly);
    const b = await campaign(s, ['caps-week-b1', 'caps-week-b2'], connectOnly);

    await runDueSteps(s, [a, b]);

    // Three fit: 97 + 3 = 100 in the rolling week.
    expect(await stepActions(s, 'connect')).toHaveLength(3);
    const freeAt = (old + 169) * H;
    const caps = (await s.call('GET', '/users/me/sender-caps')).body;
    expect(caps.weeklyInvites).toEqual({ used: 100, limit: 100, nextSlotAt: freeAt });
    // The two others wait for that hour (plus their jitter), not for the next work day.
    const waiting = [...(await leadsOf(s, a)), ...(await leadsOf(s, b))].filter(
      (l) => l.stage === 'scheduled',
    );
    expect(waiting).toHaveLength(2);
    for (const l of waiting) {
      expect(l.nextDueAt).toBeGreaterThanOrEqual(freeAt);
      expect(l.nextDueAt).toBeLessThan(freeAt + H);
      expect(l.stepAttempt ?? 0).toBe(0);
    }
    // Delivered again before that hour: still nothing sent.
    await runDueSteps(s, [a, b]);
    expect(await stepActions(s, 'connect')).toHaveLength(3);
  });
});

describe("LinkedIn's limit signal", () => {
  it('pauses the account’s invitations for 3 days, once, instead of retrying lead by lead', async () => {
    const s = await readySender();
    const c = await campaign(s, ['caps-sig-1', 'caps-sig-2', 'caps-sig-3'], connectOnly);
    await runDueSteps(s, [c], ['caps-sig-1']);
    const now = await clockNow();
    const acc = { teamId: s.teamId, userId: s.userId };

    await completeNext(acc, 'connect', () => ({ result: 'weekly-limit' }));

    const caps = await waitFor(async () => {
      const b = (await s.call('GET', '/users/me/sender-caps')).body;
      return b.invitesPause ? b : null;
    });
    expect(caps.invitesPause.signal).toBe('weekly-invite-limit');
    expect(caps.invitesPause.until).toBeGreaterThanOrEqual(now + 72 * H);
    expect(caps.invitesPause.until).toBeLessThan(now + 73 * H);
    const until = caps.invitesPause.until as number;
    // The refused lead tries again after the pause, as a new attempt.
    const first = (await leadsOf(s, c)).find((l) => l.leadId === 'caps-sig-1');
    expect(first).toMatchObject({ stage: 'scheduled', stepAttempt: 1 });
    expect(first?.nextDueAt).toBeGreaterThanOrEqual(until);

    // The other leads come due: no invitation goes out while paused; they wait for its end.
    await runDueSteps(s, [c], ['caps-sig-2', 'caps-sig-3']);
    expect(await stepActions(s, 'connect')).toHaveLength(1);
    for (const l of (await leadsOf(s, c)).filter((x) => x.leadId !== 'caps-sig-1')) {
      expect(l.stage).toBe('scheduled');
      expect(l.nextDueAt).toBeGreaterThanOrEqual(until);
    }
  });
});

describe("each of LinkedIn's limit signals pauses that kind of outreach for hours", () => {
  const messageOnly = {
    sequence: [
      { type: 'LI Message', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hi {{first_name}}' },
    ],
  };
  const cases = [
    { signal: 'view-limit', type: 'view-profile', seq: viewOnly, pause: 'viewsPause', hours: 24 },
    { signal: 'message-limit', type: 'message', seq: messageOnly, pause: 'messagesPause', hours: 24 },
    { signal: 'daily-invite-limit', type: 'connect', seq: connectOnly, pause: 'invitesPause', hours: 24 },
  ] as const;
  for (const k of cases) {
    it(`${k.signal}: one refused ${k.type}, none tried until the pause ends, then it resumes`, async () => {
      const s = await readySender();
      const ids = [1, 2, 3].map((i) => `caps-${k.signal}-${i}`);
      const c = await campaign(s, ids, k.seq);
      // Two leads' actions queued for the bot, the third lead comes due later.
      await runDueSteps(s, [c], ids.slice(0, 2));
      expect(await stepActions(s, k.type)).toHaveLength(2);
      const acc = { teamId: s.teamId, userId: s.userId };
      const now = await clockNow();

      const refused = await completeNext(acc, k.type, () => ({ result: 'limit-signal', signal: k.signal }));

      const caps = await waitFor(async () => {
        const b = (await s.call('GET', '/users/me/sender-caps')).body;
        return b[k.pause] ? b : null;
      });
      const until = caps[k.pause].until as number;
      expect(until).toBeGreaterThanOrEqual(now + k.hours * H);
      expect(until).toBeLessThan(now + (k.hours + 1) * H);
      // The owner is told once.
      const notes = (await s.call('GET', '/notifications')).body.notifications as {
        type: string;
        message: string;
      }[];
      const limitNotes = notes.filter((n) => n.type === 'linkedin-limit');
      expect(limitNotes).toHaveLength(1);
      expect(limitNotes[0].message).toMatch(/paused for 24 hours/);
      // The queued action of the other lead waits for the pause's end: the bot finds nothing due.
      const deps = await domainDeps();
      const { dueActionsForAccount } = await import('@outreach/functions/domain/bot/actions');
      const due = async () => (await dueActionsForAccount(deps, acc, 50)).filter((a) => a.type === k.type);
      expect(await due()).toEqual([]);
      // The refused lead and the third lead wait for the pause's end; no new action of that kind.
      await runDueSteps(s, [c], ids.slice(2));
      expect(await stepActions(s, k.type)).toHaveLength(2);
      const waiting = (await leadsOf(s, c)).filter((l) => l.leadId !== ids[1]);
      expect(waiting.map((l) => l.stage)).toEqual(['scheduled', 'scheduled']);
      for (const l of waiting) expect(l.nextDueAt).toBeGreaterThanOrEqual(until);
      expect(
        waiting.find((l) => l.leadId === (refused.payload as { leadId: string }).leadId)?.stepAttempt,
      ).toBe(1);

      // The pause ends: the queued action is due again and the waiting leads are dispatched.
      await advanceClock(until - (await clockNow()) + 60_000);
      expect(await due()).toHaveLength(1);
      await runDueSteps(
        s,
        [c],
        ids.filter((id) => id !== ids[1]),
      );
      expect(await stepActions(s, k.type)).toHaveLength(4);
      expect((await s.call('GET', '/users/me/sender-caps')).body[k.pause]).toBeNull();
    });
  }
});

describe('pending invitations under a threshold', () => {
  it('counts sent invitations as pending and holds new ones at the threshold', async () => {
    const s = await readySender();
    const bad = await s.call('PATCH', '/users/me/sender-caps', { pendingInvitesHold: 50 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Please enter a number from 100 to 2500']);
    const set = await s.call('PATCH', '/users/me/sender-caps', { pendingInvitesHold: 100 });
    expect(set.status).toBe(200);
    expect(set.body.pendingInvites).toEqual({ pending: 0, hold: 100, held: false });

    const c = await campaign(s, ['caps-pend-1', 'caps-pend-2'], connectOnly);
    await runDueSteps(s, [c], ['caps-pend-1']);
    await completeNext({ teamId: s.teamId, userId: s.userId }, 'connect', () => ({ result: 'sent' }));
    await waitFor(
      async () => (await s.call('GET', '/users/me/sender-caps')).body.pendingInvites.pending === 1,
    );

    // 99 more pending (sent before, outside this test): the threshold is reached.
    const deps = await domainDeps();
    await deps.db.entities.senderCaps
      .patch({ teamId: s.teamId, userId: s.userId })
      .add({ pendingInvites: 99 })
      .go();
    expect((await s.call('GET', '/users/me/sender-caps')).body.pendingInvites).toEqual({
      pending: 100,
      hold: 100,
      held: true,
    });
    const now = await clockNow();
    await runDueSteps(s, [c], ['caps-pend-2']);
    expect(await stepActions(s, 'connect')).toHaveLength(1);
    const held = (await leadsOf(s, c)).find((l) => l.leadId === 'caps-pend-2');
    expect(held?.stage).toBe('scheduled');
    expect(held?.nextDueAt).toBeGreaterThanOrEqual(now + 12 * H);
  });
});

describe('warm-up', () => {
  it('ramps a new account from 20% of its limits on day 1, applied by the runner', async () => {
    const s = await readySender();
    await s.call('PATCH', '/users/edit-daily-limits', { views: 10 });
    const on = await s.call('PATCH', '/users/me/sender-caps', { warmUp: true });
    expect(on.status).toBe(200);
    expect(on.body.warmUp).toMatchObject({ enabled: true, day: 1, days: 14, percent: 20 });
    expect(on.body.warmUp.limits).toMatchObject({ views: 2, invites: 4, emails: 100 });
    const c = await campaign(s, ['caps-warm-1', 'caps-warm-2', 'caps-warm-3', 'caps-warm-4'], viewOnly);

    await runDueSteps(s, [c]);

    expect(await stepActions(s, 'view-profile')).toHaveLength(2);
    const off = await s.call('PATCH', '/users/me/sender-caps', { warmUp: false });
    expect(off.body.warmUp).toMatchObject({ enabled: false, day: null, percent: 100 });
    expect(off.body.warmUp.limits.views).toBe(10);
    const extra = await s.call('PATCH', '/users/me/sender-caps', { warmUp: true, other: 1 });
    expect(extra.status).toBe(400);
  });

  it('is on by default for a newly connected account and ramps to the full limits over 14 days', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await s.call('PATCH', '/users/edit-daily-limits', { views: 10, invites: 20 });
    const deps = await domainDeps();
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = await clockNow();
    await deps.db.entities.linkedInAccount
      .upsert({
        ...acc,
        email: `warm-${s.userId}@sandbox.test`,
        credentialsEnc: await deps.secrets.encrypt(JSON.stringify({ email: 'x', password: 'y' }), {
          ...acc,
          purpose: 'linkedin-credentials',
        }),
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const profile = { name: 'Warm Up', publicId: `warm-${s.userId}` };

    // The bot reports the first sign-in of this LinkedIn identity: the warm-up starts today.
    await reportLoginState(deps, acc, { status: 'LOGGED_IN', profile });
    const day1 = (await s.call('GET', '/users/me/sender-caps')).body;
    expect(day1.warmUp).toMatchObject({ enabled: true, day: 1, days: 14, percent: 20 });
    expect(day1.warmUp.limits).toMatchObject({ views: 2, invites: 4 });
    const c = await campaign(s, ['caps-dflt-1', 'caps-dflt-2', 'caps-dflt-3'], viewOnly);
    await runDueSteps(s, [c]);
    expect(await stepActions(s, 'view-profile')).toHaveLength(2);

    // A week on, a sign-in again of the same identity keeps the ramp where it is.
    await advanceClock(7 * 24 * H);
    await reportLoginState(deps, acc, { status: 'LOGGED_IN', profile });
    const day8 = (await s.call('GET', '/users/me/sender-caps')).body;
    expect(day8.warmUp).toMatchObject({ enabled: true, day: 8, percent: 63 });
    expect(day8.warmUp.limits).toMatchObject({ views: 6, invites: 12 });

    // After 14 days the account works at the owner's own limits.
    await advanceClock(7 * 24 * H);
    const day15 = (await s.call('GET', '/users/me/sender-caps')).body;
    expect(day15.warmUp).toMatchObject({ day: null, percent: 100 });
    expect(day15.warmUp.limits).toMatchObject({ views: 10, invites: 20 });
  });
});
