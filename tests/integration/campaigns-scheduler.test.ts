import { isWithinWorkHours, nextWindowStart } from '@outreach/shared/rules/outreach/work-hours';
import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
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
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

async function csvCampaign(
  s: Session,
  people: { id: string; first: string }[],
  sequence = viewConnectMessage(),
) {
  const key = await uploadCsv(s, profileCsv(people));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: sequence });
  expect(c.status).toBe(201);
  return c.body as { id: string };
}

const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });
const stepActions = async (s: Session) =>
  (await botActions(acc(s))).filter((a) => a.actionId.startsWith('step#'));

// These tests move the shared product clock; they assert on what happened, never on wall timing.
describe('the scheduler (run-step, work hours, acceptance)', () => {
  it('fires View → Connect (note filled) → Message only after the invite was accepted, then stops on a reply', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const c = await csvCampaign(s, [{ id: 'ada-lovelace-1', first: 'Ada' }]);
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);

    await advanceClock(25 * MIN);
    const view = await completeNext(acc(s), 'view-profile', () => ({ result: 'viewed' }));
    expect(view.actionId).toMatch(new RegExp(`^step#${c.id}#ada-lovelace-1#0$`));

    await advanceClock(25 * MIN);
    const connect = await completeNext(acc(s), 'connect', () => ({ result: 'sent' }));
    expect(connect.payload.note).toBe('Hi Ada!');

    // Two days later, without an acceptance, no message goes out.
    await advanceClock(2 * DAY);
    await schedulesHandled();
    expect((await stepActions(s)).filter((a) => a.type === 'message')).toHaveLength(0);
    const statuses = (await s.call('GET', `/leads/campaign/${c.id}/statuses`)).body;
    expect(statuses).toMatchObject({
      leadsCount: 1,
      viewedLeadsCount: 1,
      requestedLeadsCount: 1,
      invitesPendingCount: 1,
    });

    // The network sync (scheduled because an invite is pending) reports the acceptance.
    const acceptedAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [{ publicId: 'ada-lovelace-1', at: acceptedAt }],
      replies: [],
    }));
    expect((await s.call('GET', `/leads/campaign/${c.id}?type=connected`)).body.total).toBe(1);

    await advanceClock(DAY + 25 * MIN);
    const message = await completeNext(acc(s), 'message', () => ({ result: 'sent' }));
    expect(message.payload.text).toBe('Thanks for connecting, Ada');
    const steps = await stepActions(s);
    const sent = steps.find((a) => a.type === 'message')!;
    expect(sent.createdAt).toBeGreaterThanOrEqual(acceptedAt + DAY);

    // A reply stops the sequence for the lead.
    await advanceClock(5 * HOUR);
    const replyAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [],
      replies: [{ publicId: 'ada-lovelace-1', threadId: 't-1', text: 'Hello!', at: replyAt }],
    }));
    const after = (await s.call('GET', `/leads/campaign/${c.id}/statuses`)).body;
    expect(after).toMatchObject({
      connectedLeadsCount: 1,
      messagedLeadsCount: 1,
      repliesCount: 1,
      invitesPendingCount: 0,
    });
    const lead = (await s.call('GET', `/leads/campaign/${c.id}?type=replies`)).body.leads[0];
    expect(lead.stage).toBe('replied');

    const actions = (await s.call('GET', `/campaigns/${c.id}/actions`)).body;
    expect(actions.actions.map((a: { description: string }) => a.description)).toEqual([
      'linkedin reply detected',
      'message sent',
      'connected',
      'connect requested',
      'profile viewed',
      'lead found',
    ]);
    expect(actions.actions[0]).toMatchObject({
      message: 'Hello!',
      campaignId: c.id,
      person: { firstName: 'Ada' },
    });
    // Five waits of up to 20 s each for the scheduler's work (completeNext): the story's own limit
    // covers them, instead of the project's 60 s for a single call-and-check.
  }, 150_000);

  it('dispatches due steps only inside work hours (user timezone)', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'Asia/Tokyo' });
    // A two-hour window every day that starts at least two hours from now (Tokyo time, whole hours).
    const now = await clockNow();
    const tokyoHour = (new Date(now).getUTCHours() + 9) % 24;
    const start = (tokyoHour + 3) % 24;
    const end = Math.min(24, start + 2);
    const hours = {
      scheduled: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: start, endHour: end })),
    };
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: hours });
    const c = await csvCampaign(s, [
      { id: 'wh-1', first: 'One' },
      { id: 'wh-2', first: 'Two' },
      { id: 'wh-3', first: 'Three' },
    ]);
    await s.call('POST', `/campaigns/${c.id}/publish`);

    // Due (after jitter) but outside the window: rescheduled, nothing dispatched.
    await advanceClock(25 * MIN);
    const deps = await domainDeps();
    await waitFor(
      async () => {
        const { data } = await deps.db.entities.lead.query
          .byCampaign({ teamId: s.teamId, campaignId: c.id })
          .go();
        const t = await clockNow();
        return data.every((l) => (l.nextDueAt ?? 0) > t) && data;
      },
      15_000,
      'leads rescheduled to the window',
    );
    expect(await stepActions(s)).toHaveLength(0);

    // Move into the window (other tests may move the clock too: keep entering it until dispatched).
    const dispatched = await waitFor(
      async () => {
        const t = await clockNow();
        if (!isWithinWorkHours(hours.scheduled, 'Asia/Tokyo', t + 21 * MIN)) {
          const next = nextWindowStart(hours.scheduled, 'Asia/Tokyo', t)!;
          await advanceClock(next - t + 21 * MIN);
        }
        const a = await stepActions(s);
        return a.length === 3 && a;
      },
      30_000,
      'three view actions',
    );
    for (const a of dispatched) {
      expect(a.type).toBe('view-profile');
      expect(isWithinWorkHours(hours.scheduled, 'Asia/Tokyo', a.createdAt)).toBe(true);
    }
  });
});
