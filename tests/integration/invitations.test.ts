import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { advanceClock, newSession, type Session, waitFor } from '../support/outreach.ts';

const HOUR = 3_600_000;

/** A pending invitation as the bot reads it off LinkedIn's invitation manager. */
function invite(i: number, direction: 'SENT' | 'RECEIVED', at: number, name = `Person${i}`) {
  return {
    invitationId: `72000000${i}`,
    direction,
    message: i % 2 ? `Note ${i}` : undefined,
    sentTime: at - i * HOUR,
    person: {
      entityUrn: `urn:li:fsd_profile:ACoInv${i}`,
      publicId: `invitee-${i}`,
      firstName: name,
      lastName: 'Sample',
      headline: 'Engineer',
      imageUrl: null,
    },
  };
}
type Scraped = ReturnType<typeof invite>;

/** Plays the bot on the account's pending sync: records what it read, then reports done. */
async function playSync(acc: { teamId: string; userId: string }, rows: Scraped[]) {
  const deps = await domainDeps();
  const { recordInvitations } = await import('@outreach/functions/domain/invitations/record-invitations');
  const pending = await waitFor(
    async () => (await botActions(acc)).find((a) => a.type === 'sync-invitations' && a.status === 'pending'),
    20_000,
    'a pending sync-invitations action',
  );
  await recordInvitations(deps, acc, (pending.payload as { runId: number }).runId, rows);
  return completeNext(acc, 'sync-invitations', () => ({
    sent: rows.filter((r) => r.direction === 'SENT').length,
    received: rows.filter((r) => r.direction === 'RECEIVED').length,
  }));
}

/** Starts a sync through the API and plays the bot. */
async function syncWith(s: Session, rows: Scraped[]) {
  const started = await s.call('POST', '/invites/sync');
  expect(started.status).toBe(200);
  expect(started.body.status).toBe('running');
  return playSync({ teamId: s.teamId, userId: s.userId }, rows);
}

const list = async (s: Session, q = '') => (await s.call('GET', `/invites${q}`)).body;
const ids = async (s: Session, q = '') => (await list(s, q)).invites.map((r: any) => r.id);

describe('invitations (spec 3 §2, §4, §5, §7)', () => {
  it('a sync needs a signed-in LinkedIn account', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call('POST', '/invites/sync');
    expect(res).toMatchObject({ status: 400, body: { statusCode: 400 } });
    expect((await list(s)).sync).toEqual({ status: 'never', finishedAt: null });
  });

  it('syncs sent and received invitations; tabs list newest first with kept counts and cursor pages', async () => {
    const s = await newSession();
    const now = (await domainDeps()).clock.now();
    const rows = [
      invite(1, 'SENT', now),
      invite(2, 'SENT', now),
      invite(3, 'SENT', now),
      invite(4, 'RECEIVED', now),
      invite(5, 'RECEIVED', now),
    ];
    // The bot's callback may run twice (a retried page): nothing is written twice.
    await syncWith(s, [...rows, ...rows.slice(0, 2)]);

    const sent = await list(s);
    expect(sent.total).toBe(3);
    expect(sent.counts).toEqual({ sent: 3, received: 2, withdrawn: 0 });
    expect(sent.sync.status).toBe('done');
    expect(sent.invites.map((r: any) => r.id)).toEqual(['720000001', '720000002', '720000003']);
    expect(sent.invites[0]).toEqual({
      id: '720000001',
      status: 'SENT',
      person: {
        entityUrn: 'urn:li:fsd_profile:ACoInv1',
        publicId: 'invitee-1',
        firstName: 'Person1',
        lastName: 'Sample',
        headline: 'Engineer',
        imageUrl: null,
      },
      message: 'Note 1',
      sentTime: rows[0].sentTime,
      pendingAction: null,
    });
    expect(await ids(s, '?status=RECEIVED')).toEqual(['720000004', '720000005']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await list(s, `?status=SENT&perPage=2${cursor ? `&nextCursor=${cursor}` : ''}`);
      expect(page.invites.length).toBeLessThanOrEqual(2);
      seen.push(...page.invites.map((r: any) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['720000001', '720000002', '720000003']);

    // Bad input answers 400 in the error shape.
    for (const q of ['?status=PENDING', '?nextCursor=@@', '?perPage=1000']) {
      const res = await s.call('GET', `/invites${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.any(String) });
    }
  });

  it('bulk withdraw, accept and reject go to the bot; its results move tabs and counts', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [
      invite(1, 'SENT', now, 'Zoe'),
      invite(2, 'SENT', now, 'Adam'),
      invite(3, 'SENT', now),
      invite(4, 'RECEIVED', now),
      invite(5, 'RECEIVED', now),
      invite(6, 'RECEIVED', now),
    ]);

    // No selection: the spec's warning.
    const none = await s.call('POST', '/invites/change-status', { inviteIds: [], status: 'WITHDRAW' });
    expect(none).toMatchObject({
      status: 400,
      body: { message: ['Please select at least one invitation to make this action.'], statusCode: 400 },
    });
    expect(
      (await s.call('POST', '/invites/change-status', { inviteIds: ['720000001'], status: 'CANCEL' })).status,
    ).toBe(400);

    // Withdraw two sent ones; a received id and an unknown one are skipped.
    const w = await s.call('POST', '/invites/change-status', {
      inviteIds: ['720000001', 720000002, '720000004', 'nope'],
      status: 'WITHDRAW',
    });
    expect(w).toMatchObject({
      status: 200,
      body: { queued: 2, message: 'The selected invitations are added to the next batch for processing.' },
    });
    const queued = (await list(s)).invites.filter((r: any) => r.pendingAction === 'WITHDRAW');
    expect(queued.map((r: any) => r.id).sort()).toEqual(['720000001', '720000002']);
    // Queued twice: nothing new for the bot.
    expect(
      (await s.call('POST', '/invites/change-status', { inviteIds: ['720000001'], status: 'WITHDRAW' })).body
        .queued,
    ).toBe(0);

    const withdraw = await completeNext(acc, 'change-invitations', (a) => ({
      results: a.payload.invitationIds.map((id) => ({ invitationId: id, result: 'done' })),
    }));
    expect(withdraw.payload).toEqual({ status: 'WITHDRAW', invitationIds: ['720000001', '720000002'] });
    const after = await list(s, '?status=WITHDRAWN');
    // The withdrawn tab sorts by name.
    expect(after.invites.map((r: any) => [r.person.firstName, r.status])).toEqual([
      ['Adam', 'WITHDRAWN'],
      ['Zoe', 'WITHDRAWN'],
    ]);
    expect(after.counts).toEqual({ sent: 1, received: 3, withdrawn: 2 });

    // Accept one, reject two: the bot accepts, one reject fails on LinkedIn and stays to retry.
    expect(
      (await s.call('POST', '/invites/change-status', { inviteIds: ['720000004'], status: 'ACCEPT' })).body
        .queued,
    ).toBe(1);
    await completeNext(acc, 'change-invitations', () => ({
      results: [{ invitationId: '720000004', result: 'done' }],
    }));
    expect(
      (
        await s.call('POST', '/invites/change-status', {
          inviteIds: ['720000005', '720000006'],
          status: 'REJECT',
        })
      ).body.queued,
    ).toBe(2);
    await completeNext(acc, 'change-invitations', () => ({
      results: [
        { invitationId: '720000005', result: 'gone' },
        { invitationId: '720000006', result: 'failed' },
      ],
    }));
    const received = await list(s, '?status=RECEIVED');
    expect(received.invites.map((r: any) => [r.id, r.pendingAction])).toEqual([['720000006', null]]);
    expect(received.counts).toEqual({ sent: 1, received: 1, withdrawn: 2 });

    // A later sync: an invitation no longer pending on LinkedIn leaves its tab; withdrawn ones stay.
    await syncWith(s, [invite(6, 'RECEIVED', now), invite(7, 'SENT', now)]);
    const last = await list(s);
    expect(last.invites.map((r: any) => r.id)).toEqual(['720000007']);
    expect(last.counts).toEqual({ sent: 1, received: 1, withdrawn: 2 });
  });

  it("another team's invitation ids are skipped and its lists stay its own", async () => {
    const owner = await newSession();
    const other = await newSession();
    const now = (await domainDeps()).clock.now();
    await syncWith(owner, [invite(1, 'SENT', now), invite(2, 'RECEIVED', now)]);
    const res = await other.call('POST', '/invites/change-status', {
      inviteIds: ['720000001'],
      status: 'WITHDRAW',
    });
    expect(res.body.queued).toBe(0);
    expect((await list(other)).invites).toEqual([]);
    expect((await list(owner)).invites[0].pendingAction).toBeNull();
  });

  it('syncs again on its own every 6 hours of product time, with no call from the user', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [invite(1, 'SENT', now)]);
    const syncs = async () => (await botActions(acc)).filter((a) => a.type === 'sync-invitations');

    // Six hours later the scheduler's tick asks the bot again; a new received invitation shows up.
    await advanceClock(6 * HOUR);
    await playSync(acc, [invite(1, 'SENT', now), invite(2, 'RECEIVED', now + 6 * HOUR)]);
    expect((await syncs()).length).toBeGreaterThanOrEqual(2);
    const received = await list(s, '?status=RECEIVED');
    expect(received.invites.map((r: any) => r.id)).toEqual(['720000002']);
    expect(received.counts).toEqual({ sent: 1, received: 1, withdrawn: 0 });
    expect(received.sync.status).toBe('done');
  });

  it('the ticks stop while the LinkedIn account is signed out', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    await syncWith(s, []);
    const deps = await domainDeps();
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    const { runInvitesSyncTick, INVITES_SYNC_INTERVAL_MS } = await import(
      '@outreach/functions/domain/invitations/request-invites-sync'
    );
    await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' });
    const bucket = Math.floor(deps.clock.now() / INVITES_SYNC_INTERVAL_MS) + 5;
    expect(await runInvitesSyncTick(deps, { kind: 'invites-sync', ...acc, bucket })).toBe('idle');
    expect(
      (await botActions(acc)).filter((a) => a.type === 'sync-invitations' && a.status === 'pending'),
    ).toEqual([]);
  });
});
