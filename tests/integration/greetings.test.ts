import { greetingActionId } from '@outreach/shared/rules/outreach/greetings';
import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { advanceClock, alwaysOpen, clockNow, newSession, type Session } from '../support/outreach.ts';

const DAY = 86_400_000;
type Acc = { teamId: string; userId: string };
type Type = 'birthday' | 'work-anniversary' | 'new-position';

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** An occasion as the bot reads it off the celebrations notifications. */
const occasion = (type: Type, name: string, date: string) => ({
  type,
  date,
  publicId: `greet-${name.toLowerCase()}`,
  profileUrl: `https://www.linkedin.com/in/greet-${name.toLowerCase()}/`,
  firstName: name,
  lastName: 'Example',
});
type Occasion = ReturnType<typeof occasion>;

const greetings = (enabled: Type[], message = (t: Type) => `Congrats ${t}, {{firstName}}!`) =>
  (['birthday', 'work-anniversary', 'new-position'] as const).map((type) => ({
    type,
    isEnabled: enabled.includes(type),
    message: message(type),
  }));

/** Plays the bot on the account's pending celebrations read. */
const playRead = (acc: Acc, celebrations: Occasion[]) =>
  completeNext(acc, 'sync-celebrations', () => ({ celebrations }));

const greetingActions = async (acc: Acc) =>
  (await botActions(acc))
    .filter((a) => a.type === 'send-greeting')
    .sort((a, b) => a.actionId.localeCompare(b.actionId));

async function setUp(): Promise<{ s: Session; acc: Acc }> {
  const s = await newSession();
  // Work hours always open: each day's messages limit is that calendar day's (on any date).
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  return { s, acc: { teamId: s.teamId, userId: s.userId } };
}

describe('greetings run by the bot (settings, issue #8)', () => {
  it('off: no read at all; on: enabled occasions greeted once each, with the set text, as activity', async () => {
    const { s, acc } = await setUp();
    // Off (the default): saving does not start the bot.
    expect((await s.call('PATCH', '/users/edit-greetings', { greetingMessages: greetings([]) })).status).toBe(
      200,
    );
    expect((await botActions(acc)).filter((a) => a.type === 'sync-celebrations')).toEqual([]);

    // Birthdays and new positions on: saving starts a read.
    const on = await s.call('PATCH', '/users/edit-greetings', {
      greetingMessages: greetings(['birthday', 'new-position']),
    });
    expect(on.status).toBe(200);
    const today = isoDay(await clockNow());
    const read = [
      occasion('birthday', 'Ada', today),
      occasion('work-anniversary', 'Bob', today),
      occasion('new-position', 'Cy', today),
    ];
    const sync = await playRead(acc, read);
    expect(sync.actionId).toMatch(/^greetings-sync#/);

    const sent = await greetingActions(acc);
    expect(sent.map((a) => a.actionId)).toEqual([
      greetingActionId({ type: 'birthday', publicId: 'greet-ada', date: today }),
      greetingActionId({ type: 'new-position', publicId: 'greet-cy', date: today }),
    ]);
    expect(sent[0]!.payload).toMatchObject({
      text: 'Congrats birthday, Ada!',
      profileUrl: read[0]!.profileUrl,
    });

    // The same notifications read again (a redelivered read): nothing twice.
    const deps = await domainDeps();
    const { queueGreetings } = await import('@outreach/functions/domain/greetings/queue-greetings');
    expect(await queueGreetings(deps, { ...sync, status: 'done', outcome: { celebrations: read } })).toEqual({
      queued: 0,
    });
    expect((await greetingActions(acc)).length).toBe(2);

    // The bot sends them: 'greeting sent' activity under Greetings, once each.
    for (let i = 0; i < 2; i++) await completeNext(acc, 'send-greeting', () => ({ result: 'sent' }));
    const activity = (await s.call('GET', '/campaigns/activity?filters=Greetings')).body;
    expect(activity.total).toBe(2);
    expect(activity.actions.map((a: any) => a.message).sort()).toEqual([
      'Congrats birthday, Ada!',
      'Congrats new-position, Cy!',
    ]);
    expect(activity.actions[0]).toMatchObject({ description: 'greeting sent', label: expect.any(String) });

    // All off again: the next tick reads nothing and stops.
    await s.call('PATCH', '/users/edit-greetings', { greetingMessages: greetings([]) });
    const { runGreetingsSyncTick } = await import(
      '@outreach/functions/domain/greetings/request-greetings-sync'
    );
    expect(await runGreetingsSyncTick(deps, { kind: 'greetings-sync', ...acc, bucket: 0 })).toBe('off');
  });

  it("greetings share the day's messages limit; the rest go out on a later read while still due", async () => {
    const { s, acc } = await setUp();
    expect((await s.call('PATCH', '/users/edit-daily-limits', { messages: 2 })).status).toBe(200);
    await s.call('PATCH', '/users/edit-greetings', { greetingMessages: greetings(['birthday']) });
    const today = isoDay(await clockNow());
    const read = ['Ann', 'Ben', 'Cat'].map((n) => occasion('birthday', n, today));
    await playRead(acc, read);
    expect((await greetingActions(acc)).map((a) => a.payload.publicId)).toEqual(['greet-ann', 'greet-ben']);

    // Next day (the occasion still due): the third one, and the first two never again.
    await advanceClock(DAY);
    const deps = await domainDeps();
    const { requestGreetingsSync } = await import(
      '@outreach/functions/domain/greetings/request-greetings-sync'
    );
    expect(await requestGreetingsSync(deps, acc)).toBe('synced');
    // This read lists Ann's birthday under today's date as well (the site shows a few days): one wish
    // per person and occasion kind, so she is not greeted twice.
    await playRead(acc, [read[2]!, occasion('birthday', 'Ann', isoDay(await clockNow()))]);
    expect((await greetingActions(acc)).map((a) => a.payload.publicId)).toEqual([
      'greet-ann',
      'greet-ben',
      'greet-cat',
    ]);

    // An occasion past its window is not greeted.
    await advanceClock(3 * DAY);
    expect(await requestGreetingsSync(deps, acc)).toBe('synced');
    await playRead(acc, [occasion('birthday', 'Dan', today)]);
    expect((await greetingActions(acc)).length).toBe(3);
  });

  it('a greeting the bot could not send records nothing', async () => {
    const { s, acc } = await setUp();
    await s.call('PATCH', '/users/edit-greetings', { greetingMessages: greetings(['work-anniversary']) });
    await playRead(acc, [occasion('work-anniversary', 'Eve', isoDay(await clockNow()))]);
    await completeNext(acc, 'send-greeting', () => ({ result: 'not-connected' }));
    expect((await s.call('GET', '/campaigns/activity?filters=Greetings')).body.total).toBe(0);
  });
});
