import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type { AccountKey, BotActionType } from '@outreach/functions/domain/bot/types';
import { listInvites } from '@outreach/functions/domain/invitations/list-invites';
import { requestInvitesSync } from '@outreach/functions/domain/invitations/request-invites-sync';
import { editAutoWithdraw } from '@outreach/functions/domain/settings/edit-auto-withdraw';
import { editGreetings } from '@outreach/functions/domain/settings/edit-greetings';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { defaultGreetings } from '@outreach/shared/schemas/profile';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  botTestDeps,
  createLinkedInAccount,
  runBotUntil,
  sandboxState,
  TestClock,
  waitFor,
} from './testing/harness.ts';

const DAY = 86_400_000;
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  // Nobody accepts on their own: the invitations stay pending until withdrawn.
  sandbox = await startLinkedInSandbox({
    port: 0,
    now: () => clock.now(),
    sendMail: async () => {},
    reactions: { acceptRate: 0 },
  });
});
afterAll(async () => {
  await sandbox?.close();
});

/** A signed-in account whose work hours are always open (so its actions are due now, on any date). */
async function signedIn(email: string, dailyLimits?: { messages: number }): Promise<AccountKey> {
  const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
  await deps.db.entities.userSettings
    .upsert({
      userId: acc.userId,
      operatingHours: { scheduled: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: 0, endHour: 24 })) },
      dailyLimits,
      updatedAt: clock.now(),
    })
    .go();
  const key = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...key, type: 'login', payload: { reason: 'credentials' } });
  const { actions } = await runBotUntil(deps, sandbox.url, [key]);
  expect(actions[0]!.status, actions[0]!.error).toBe('done');
  return acc;
}

async function ofType(acc: AccountKey, type: BotActionType) {
  const { data } = await deps.db.entities.botAction.query.byAccount(acc).go({ pages: 'all' });
  return data.filter((a) => a.type === type);
}

/** The actions a `runPending` has handed out already: a later call waits for new ones. */
const handedOut = new Set<string>();

/**
 * Runs the account's new actions of a type once `count` of them are there, and waits until they are
 * finished. The actions a sync makes are written after the sync's own action is marked done (its
 * outcome is applied then), so a read right after the sync may come before the last of them; and
 * the worker that ran the sync serves the whole account until it is stopped, so it may already have
 * claimed or finished some of them: they count whatever their state (the cause of this file's
 * earlier flakes, where the wait for two pending greetings saw one or none).
 */
async function runPending(acc: AccountKey, type: BotActionType, count = 1) {
  const rows = await waitFor(async () => {
    const found = (await ofType(acc, type)).filter((a) => !handedOut.has(a.actionId));
    return found.length >= count ? found : null;
  }, 30_000);
  for (const a of rows) handedOut.add(a.actionId);
  const keys = rows.map((a) => ({ ...acc, actionId: a.actionId }));
  const { actions } = await runBotUntil(deps, sandbox.url, keys);
  for (const a of actions) expect(a.status, a.error).toBe('done');
  return actions;
}

describe('greetings and auto-withdrawal executors against the LinkedIn sandbox', () => {
  it('reads the celebrations, greets birthdays once each with the set text within the messages limit, and records it', async () => {
    const email = 'jordan@sandbox.test';
    // Two messages a day: two of the birthdays are greeted now (and the story stays short).
    const acc = await signedIn(email, { messages: 2 });
    // Birthdays only: turning them on starts the read.
    await editGreetings(deps, acc, [
      { ...defaultGreetings[0]!, isEnabled: true, message: 'Happy birthday, {{firstName}}! 🎉' },
    ]);
    const [read] = await runPending(acc, 'sync-celebrations');
    const seen = (read!.outcome as { celebrations: { type: string; publicId: string; firstName: string }[] })
      .celebrations;
    // Today's and yesterday's occasions, each type at least once a day.
    for (const t of ['birthday', 'work-anniversary', 'new-position'])
      expect(seen.filter((c) => c.type === t).length, t).toBeGreaterThanOrEqual(2);
    // One wish per person and occasion kind: a birthday the site lists under both days is one birthday.
    const birthdays = [
      ...new Map(seen.filter((c) => c.type === 'birthday').map((c) => [c.publicId, c])).values(),
    ];
    expect(birthdays.every((c) => c.firstName !== '' && c.publicId !== '')).toBe(true);
    const expected = Math.min(2, birthdays.length);

    // Birthdays only, within the day's two messages.
    const greetings = await runPending(acc, 'send-greeting', expected);
    expect(greetings).toHaveLength(expected);
    expect(greetings.every((a) => (a.payload as { type: string }).type === 'birthday')).toBe(true);
    const greeted = birthdays.filter((c) =>
      greetings.some((a) => (a.payload as { publicId: string }).publicId === c.publicId),
    );
    expect(greeted).toHaveLength(expected);
    expect(greetings.every((a) => (a.outcome as { result: string }).result === 'sent')).toBe(true);
    const state = await sandboxState(sandbox.url, email);
    const greetingsTo = (s: typeof state, c: (typeof birthdays)[number]) =>
      s.messages.filter(
        (m) =>
          m.publicId === c.publicId &&
          m.direction === 'out' &&
          m.text === `Happy birthday, ${c.firstName}! 🎉`,
      );
    for (const c of greeted) expect(greetingsTo(state, c), c.publicId).toHaveLength(1);
    const { data: activity } = await deps.db.entities.activity.query
      .byUserKind({ ...acc, kind: 'greeting sent' })
      .go({ pages: 'all' });
    expect(activity.length).toBe(expected);
    // Nothing else is queued or sent: no second wish to anyone, and no other occasion kind.
    expect((await ofType(acc, 'send-greeting')).filter((a) => !handedOut.has(a.actionId))).toEqual([]);

    // The same greeting run again (a redelivery after a crash past Send): found in the thread, not sent twice.
    const again = { ...acc, actionId: randomUUID() };
    await enqueueBotAction(deps, {
      ...again,
      type: 'send-greeting',
      payload: greetings[0]!.payload as never,
    });
    const { actions } = await runBotUntil(deps, sandbox.url, [again]);
    expect(actions[0]!.outcome).toEqual({ result: 'already-sent' });
    const after = await sandboxState(sandbox.url, email);
    for (const c of greeted) expect(greetingsTo(after, c), c.publicId).toHaveLength(1);
  });

  it('withdraws sent invitations pending longer than the setting, once each, on the site', async () => {
    const email = 'alex@sandbox.test';
    const acc = await signedIn(email);
    const made = await fetch(`${sandbox.url}/_sandbox/invitations/${email}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ direction: 'sent', count: 3 }),
    });
    expect(made.status).toBe(200);
    const sentIds = (await sandboxState(sandbox.url, email)).invitations
      .filter((i) => i.status === 'pending')
      .map((i) => i.publicId);
    expect(sentIds).toHaveLength(3);

    // A month later, withdrawals after 30 days switched on: the sync finds them old enough.
    clock.advance(31 * DAY);
    await editAutoWithdraw(deps, acc, { isEnabled: true, afterDays: 30 });
    await runPending(acc, 'sync-invitations');
    const withdrawals = await runPending(acc, 'change-invitations', 3);
    expect(withdrawals).toHaveLength(3);
    expect(withdrawals.every((a) => a.actionId.startsWith('auto-withdraw#'))).toBe(true);

    const state = await sandboxState(sandbox.url, email);
    expect(state.invitations.filter((i) => sentIds.includes(i.publicId)).map((i) => i.status)).toEqual([
      'withdrawn',
      'withdrawn',
      'withdrawn',
    ]);
    const list = await listInvites(deps, acc, { status: 'WITHDRAWN', perPage: 25 });
    expect(list.counts).toMatchObject({ sent: 0, withdrawn: 3 });
    const { data: activity } = await deps.db.entities.activity.query
      .byUserKind({ ...acc, kind: 'invite withdrawn' })
      .go({ pages: 'all' });
    expect(activity.length).toBe(3);

    // The next sync: nothing left to withdraw, nothing withdrawn twice.
    await requestInvitesSync(deps, acc);
    await runPending(acc, 'sync-invitations');
    expect((await ofType(acc, 'change-invitations')).filter((a) => !handedOut.has(a.actionId))).toEqual([]);
  });
});
