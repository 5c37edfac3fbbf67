import { scheduleName } from '@outreach/functions/domain/scheduling/step-messages';
import { ensureXSync } from '@outreach/functions/domain/twitter/x-sync-schedule';
import { X_SYNC_INTERVAL_MS } from '@outreach/shared/rules/outreach/x-steps';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  type Session,
  waitFor,
} from '../support/outreach.ts';
import { connectX, uniqueHandle, xSandboxPost, xSandboxRecords } from '../support/x.ts';

// X replies (issue #13) over HTTP against the real runtime and the X sandbox: a lead who answers the
// campaign's DM is found by the periodic read of the account's DM events, recorded once, and their
// sequence stops.
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

interface SandboxDm {
  text: string;
  participant_username?: string;
  sender_username?: string;
}

async function xSession() {
  const s = await newSession({ linkedIn: false });
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  const handle = uniqueHandle('rpl');
  expect((await connectX(s.token(), handle)).status).toBe(200);
  return { s, handle };
}

const dmStep = (message: string, delay = 0) => ({
  type: 'Twitter DM',
  delay_time_unit: 'day(s)',
  delay_number: delay,
  message,
});

const leadsOf = async (s: Session, id: string, type?: string) =>
  (await s.call('GET', `/leads/campaign/${id}${type ? `?type=${type}` : ''}`)).body;

const actionsOf = async (s: Session, id: string) =>
  (await s.call('GET', `/campaigns/${id}/actions?perPage=50`)).body.actions as {
    description: string;
    message: string | null;
  }[];

describe('X replies', () => {
  it('turns a DM from a lead into "twitter reply detected" once, counts it as a reply and stops the sequence', async () => {
    // Prepare: two leads get the first DM.
    const { s, handle } = await xSession();
    const created = await s.call('POST', '/campaigns/twitter/audience/csv', {
      name: 'X replies',
      handles: ['@ada_builds', '@grace_ships'],
      touchSequence: { sequence: [dmStep('Hi there'), dmStep('Just following up', 2)] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * MIN);
    await waitFor(
      async () => (await xSandboxRecords<SandboxDm>('dms', handle)).length === 2,
      20_000,
      'the first DMs',
    );
    await waitFor(async () => (await leadsOf(s, id, 'twitterMessageSent')).total === 2, 20_000, 'two DMs');

    // Act: Ada answers on X; the account's DMs are read within the next sync interval.
    const answered = await xSandboxPost('/_sandbox/dms', {
      from: 'ada_builds',
      to: handle,
      text: 'Thanks, tell me more!',
    });
    expect(answered.status).toBe(201);
    await advanceClock(11 * MIN);
    await waitFor(async () => (await leadsOf(s, id, 'allReplies')).total === 1, 20_000, 'the reply');

    // Assess: the reply is the lead's activity and the campaign's reply, and the lead stopped.
    const ada = (await leadsOf(s, id, 'allReplies')).leads[0];
    expect(ada.person.twitterHandle.toLowerCase()).toBe('ada_builds');
    expect(ada.stage).toBe('replied');
    const replies = (await actionsOf(s, id)).filter((a) => a.description === 'twitter reply detected');
    expect(replies.map((a) => a.message)).toEqual(['Thanks, tell me more!']);
    expect((await s.call('GET', `/campaigns/${id}`)).body.repliesCount).toBe(1);

    // Never twice: a second answer, and the same read delivered again, record nothing more.
    await xSandboxPost('/_sandbox/dms', { from: 'ada_builds', to: handle, text: 'Hello?' });
    const deps = await domainDeps();
    const { handleStepsMessage } = await import(
      '../../functions/src/domain/scheduling/handle-step-message.ts'
    );
    const bucket = Math.floor((await clockNow()) / (10 * MIN));
    const read = { kind: 'x-sync' as const, teamId: s.teamId, userId: s.userId, bucket };
    const results = await Promise.all([handleStepsMessage(deps, read), handleStepsMessage(deps, read)]);
    expect(results).toEqual(['synced', 'synced']);
    expect((await actionsOf(s, id)).filter((a) => a.description === 'twitter reply detected')).toHaveLength(
      1,
    );
    expect((await s.call('GET', `/campaigns/${id}`)).body.repliesCount).toBe(1);

    // The follow-up goes to Grace only: Ada's sequence stopped with her reply.
    await advanceClock(2 * DAY + 25 * MIN);
    await waitFor(
      async () =>
        (await xSandboxRecords<SandboxDm>('dms', handle)).some((d) => d.text === 'Just following up'),
      20_000,
      'the follow-up',
    );
    const toAda = (await xSandboxRecords<SandboxDm>('dms', handle)).filter(
      (d) => d.participant_username === 'ada_builds',
    );
    expect(toAda.map((d) => d.text)).toEqual(['Hi there']);
    expect((await leadsOf(s, id, 'allReplies')).total).toBe(1);
  });

  it('does not take a DM the person wrote before ours, or our own DMs, for a reply', async () => {
    // Prepare: Katherine wrote to the account before the campaign did.
    const { s, handle } = await xSession();
    await xSandboxPost('/_sandbox/dms', { from: 'katherine_j', to: handle, text: 'Earlier note' });
    await advanceClock(MIN);
    const created = await s.call('POST', '/campaigns/twitter/audience/csv', {
      name: 'X no replies',
      handles: ['@katherine_j'],
      touchSequence: { sequence: [dmStep('First contact'), dmStep('Second contact', 1)] },
    });
    const id = created.body.id as string;
    await s.call('POST', `/campaigns/${id}/publish`);

    // Act: the DM goes out and two sync intervals pass.
    await advanceClock(25 * MIN);
    await waitFor(async () => (await leadsOf(s, id, 'twitterMessageSent')).total === 1, 20_000, 'the DM');
    await advanceClock(11 * MIN);
    const deps = await domainDeps();
    await waitFor(
      async () =>
        (await deps.db.entities.xAccount.get({ teamId: s.teamId, userId: s.userId }).go()).data?.dmSyncLastId
          ? true
          : null,
      20_000,
      'the DMs read',
    );

    // Assess
    expect((await leadsOf(s, id, 'allReplies')).total).toBe(0);
    expect((await leadsOf(s, id)).leads[0].stage).toBe('scheduled');
  });

  it('reads the DMs one interval after the DM went out, even when the send’s bookkeeping ran after a clock move', async () => {
    // Prepare: the read the connection scheduled has run (it found nothing), then someone writes.
    const before = await clockNow();
    const { s, handle } = await xSession();
    const after = await clockNow();
    const acc = { teamId: s.teamId, userId: s.userId };
    const deps = await domainDeps();
    await advanceClock(11 * MIN);
    const connectReads = new Set(
      [before, after].map((t) =>
        scheduleName('sy', 'x', acc.teamId, acc.userId, Math.floor(t / X_SYNC_INTERVAL_MS) + 1),
      ),
    );
    await waitFor(
      async () => {
        for (const name of connectReads) {
          const row = (await deps.db.entities.schedule.get({ name }).go()).data;
          if (row && row.state !== 'done') return false;
        }
        return true;
      },
      20_000,
      'the read scheduled at connection',
    );
    await xSandboxPost('/_sandbox/dms', { from: 'ada_builds', to: handle, text: 'Hello there' });

    // Act: a DM goes out now; the clock moves on before the step's last write (the read's schedule)
    // lands, as it does when a test or a busy runtime moves the clock once the lead shows the DM.
    const sentAt = await clockNow();
    await advanceClock(11 * MIN);
    await ensureXSync(deps, acc, sentAt);

    // Assess: the read runs at the interval after the DM, already past: the DMs are read now.
    await waitFor(
      async () => Boolean((await deps.db.entities.xAccount.get(acc).go()).data?.dmSyncLastId),
      20_000,
      'the DMs read',
    );
  });
});
