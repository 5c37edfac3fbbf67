import { autoWithdrawActionId } from '@outreach/shared/rules/outreach/auto-withdraw';
import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  type Session,
  waitFor,
} from '../support/outreach.ts';

const DAY = 86_400_000;
type Acc = { teamId: string; userId: string };

/** A pending invitation as the bot reads it off LinkedIn's invitation manager, `ageDays` old. */
function invite(s: Session, i: number, direction: 'SENT' | 'RECEIVED', now: number, ageDays: number) {
  return {
    invitationId: `73${s.userId.slice(-6)}${i}`,
    direction,
    sentTime: now - ageDays * DAY,
    person: {
      entityUrn: `urn:li:fsd_profile:ACoAuto${i}`,
      publicId: `auto-invitee-${i}`,
      firstName: `Old${i}`,
      lastName: 'Invitee',
      headline: null,
      imageUrl: null,
    },
  };
}
type Scraped = ReturnType<typeof invite>;

/** Plays the bot on the account's pending invitations sync: records what it read, then reports done. */
async function playSync(acc: Acc, rows: Scraped[]) {
  const deps = await domainDeps();
  const { recordInvitations } = await import('@outreach/functions/domain/invitations/record-invitations');
  const pending = await waitFor(
    async () => (await botActions(acc)).find((a) => a.type === 'sync-invitations' && a.status === 'pending'),
    20_000,
    'a pending sync-invitations action',
  );
  await recordInvitations(deps, acc, (pending.payload as { runId: number }).runId, rows);
  await completeNext(acc, 'sync-invitations', () => ({ sent: rows.length, received: 0 }));
}

const autoActions = async (acc: Acc) =>
  (await botActions(acc)).filter((a) => a.type === 'change-invitations' && a.actionId.startsWith('auto-'));

/** Plays the bot on every pending automatic withdrawal: each one done on the site. */
async function withdrawAll(acc: Acc) {
  const pending = (await autoActions(acc)).filter((x) => x.status === 'pending').length;
  for (let i = 0; i < pending; i++)
    await completeNext(acc, 'change-invitations', (x) => ({
      results: x.payload.invitationIds.map((invitationId) => ({ invitationId, result: 'done' })),
    }));
}

describe('auto-withdrawal of old invitations (settings, issue #8)', () => {
  it('off: a sync withdraws nothing; on: old sent ones go to the bot within the daily limit, each once', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    // Work hours always open: each day's limit is that calendar day's (on any date).
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const now = await clockNow();
    const rows = [
      invite(s, 1, 'SENT', now, 40),
      invite(s, 2, 'SENT', now, 35),
      invite(s, 3, 'SENT', now, 31),
      invite(s, 4, 'SENT', now, 3),
      invite(s, 5, 'RECEIVED', now, 60),
    ];
    const [i1, i2, i3, i4, i5] = rows.map((r) => r.invitationId);

    // Off (the default): the sync records them, nothing is withdrawn.
    expect((await s.call('POST', '/invites/sync')).status).toBe(200);
    await playSync(acc, rows);
    expect(await autoActions(acc)).toEqual([]);

    // On, after 30 days, at most 2 withdrawals a day: turning it on starts a sync.
    expect((await s.call('PATCH', '/users/edit-daily-limits', { withdrawals: 2 })).status).toBe(200);
    const on = await s.call('PATCH', '/users/edit-auto-withdraw', {
      autoWithdraw: { isEnabled: true, afterDays: 30 },
    });
    expect(on).toMatchObject({ status: 200, body: { autoWithdraw: { isEnabled: true, afterDays: 30 } } });
    await playSync(acc, rows);
    // The two oldest sent ones, one action each; the third waits for tomorrow's limit.
    const first = await autoActions(acc);
    expect(first.map((a) => a.actionId).sort()).toEqual(
      [autoWithdrawActionId(i1), autoWithdrawActionId(i2)].sort(),
    );
    expect(first.map((a) => a.payload)).toContainEqual({ status: 'WITHDRAW', invitationIds: [i1] });
    const sent = (await s.call('GET', '/invites')).body;
    expect(
      sent.invites
        .filter((r: any) => r.pendingAction === 'WITHDRAW')
        .map((r: any) => r.id)
        .sort(),
    ).toEqual([i1, i2].sort());

    // A second sync the same day (the bot not done yet, or a redelivery): nothing more.
    expect((await s.call('POST', '/invites/sync')).status).toBe(200);
    await playSync(acc, rows);
    expect((await autoActions(acc)).length).toBe(2);

    // The bot withdraws them: withdrawn tab, activity 'invite withdrawn' (Invites withdrawn).
    await withdrawAll(acc);
    const withdrawn = (await s.call('GET', '/invites?status=WITHDRAWN')).body;
    expect(withdrawn.counts).toMatchObject({ sent: 2, received: 1, withdrawn: 2 });
    const activity = (await s.call('GET', '/campaigns/activity?filters=Invites%20withdrawn')).body;
    expect(activity.total).toBe(2);
    expect(activity.actions[0]).toMatchObject({ description: 'invite withdrawn', label: expect.any(String) });
    expect(activity.actions.map((a: any) => a.person.publicId).sort()).toEqual([
      'auto-invitee-1',
      'auto-invitee-2',
    ]);

    // Next day: the third old one; the recent and the received ones never.
    await advanceClock(DAY);
    expect((await s.call('POST', '/invites/sync')).status).toBe(200);
    await playSync(acc, rows.slice(2));
    const next = await autoActions(acc);
    expect(next.map((a) => a.actionId).sort()).toEqual(
      [autoWithdrawActionId(i1), autoWithdrawActionId(i2), autoWithdrawActionId(i3)].sort(),
    );
    await withdrawAll(acc);
    const ids = (await botActions(acc)).flatMap((a) =>
      a.type === 'change-invitations' ? (a.payload as { invitationIds: string[] }).invitationIds : [],
    );
    expect(ids).not.toContain(i4);
    expect(ids).not.toContain(i5);
    expect((await s.call('GET', '/campaigns/activity?filters=Invites%20withdrawn')).body.total).toBe(3);

    // Off again: a sync with an old invitation withdraws nothing.
    await s.call('PATCH', '/users/edit-auto-withdraw', { autoWithdraw: { isEnabled: false, afterDays: 30 } });
    expect((await s.call('POST', '/invites/sync')).status).toBe(200);
    await playSync(acc, [...rows.slice(3), invite(s, 6, 'SENT', now, 90)]);
    expect((await autoActions(acc)).length).toBe(3);
    // A dozen API calls and bot reports: on a loaded 2-core box, more than the default minute.
  }, 150_000);

  it('a failed withdrawal stays in the sent tab and is not retried on its own', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = await clockNow();
    const rows = [invite(s, 1, 'SENT', now, 20)];
    await s.call('PATCH', '/users/edit-auto-withdraw', { autoWithdraw: { isEnabled: true, afterDays: 14 } });
    await playSync(acc, rows);
    await completeNext(acc, 'change-invitations', (x) => ({
      results: x.payload.invitationIds.map((invitationId) => ({ invitationId, result: 'failed' })),
    }));
    const sent = (await s.call('GET', '/invites')).body;
    expect(sent.invites.map((r: any) => [r.id, r.pendingAction])).toEqual([[rows[0]!.invitationId, null]]);
    expect((await s.call('POST', '/invites/sync')).status).toBe(200);
    await playSync(acc, rows);
    expect((await autoActions(acc)).length).toBe(1);
    expect((await s.call('GET', '/campaigns/activity?filters=Invites%20withdrawn')).body.total).toBe(0);
  });
});
