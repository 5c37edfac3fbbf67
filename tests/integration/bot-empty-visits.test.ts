import type { WorkerEvent } from '@outreach/bot/worker';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

/**
 * After an enqueue, a worker keeps the account's queue entry due for a while, as index reads may
 * trail the action's write (settleAccountQueue). A visit in that while finds nothing due; the worker
 * must not visit the account again at once, in a loop: a visit is several table reads and writes.
 */
describe('the bot rests an account whose visit found nothing (issue 7)', () => {
  it('an entry kept due after an enqueue is visited about once per poll, not in a loop', async () => {
    const shared = await domainDeps();
    // A product clock of its own, held a year back: other test files move the shared one meanwhile
    // (a moved clock rightly ends a rest), and their accounts' entries, due at the shared clock's
    // time, are not due yet on this one, so the poll finds this test's entry alone.
    const offset = shared.clock.now() - Date.now() - 365 * 86_400_000;
    const deps = { ...shared, clock: { now: () => Date.now() + offset, wallNow: () => Date.now() } };
    const { markAccountDue, settleAccountQueue } = await import('@outreach/functions/domain/bot/queue');
    const { runWorker } = await import('@outreach/bot/worker');
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    // An enqueue whose action is gone already (run, or never written): nothing is due, but the
    // entry stays due while an index read could still miss the action.
    await markAccountDue(deps, acc, deps.clock.now());
    const beforeVisits = deps.clock.now();

    const pollMs = 400;
    const visits: number[] = [];
    const ctl = new AbortController();
    let polls = 0;
    const worker = runWorker({
      deps,
      workerId: `rest-${s.userId}`,
      baseUrl: 'http://127.0.0.1:9',
      signal: ctl.signal,
      pollMs,
      accountFilter: (a) => a.teamId === acc.teamId && a.userId === acc.userId,
      onPoll: () => {
        polls += 1;
      },
      onEvent: (e: WorkerEvent) => {
        if (e.type === 'lease-acquired') visits.push(e.at);
      },
    });
    // Wait for data: a number of polls, whatever time they take.
    await expect.poll(() => polls, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(8);
    ctl.abort();
    await worker;
    // The visits found nothing they could run: the entry carries the idle mark of the last one
    // (GET /_local/backlog reads it), stamped with the enqueue it was polled at.
    const idle = (await deps.db.entities.botQueue.get(acc).go()).data;
    expect(idle?.idleAt).toBeGreaterThanOrEqual(beforeVisits);
    expect(idle?.idleTouchedAt).toBe(idle?.touchedAt);
    // An enqueue since makes the mark stale (a new stamp); a visit that ended otherwise removes it.
    await markAccountDue(deps, acc, deps.clock.now());
    const touched = (await deps.db.entities.botQueue.get(acc).go()).data;
    expect(touched?.touchedAt).not.toBe(touched?.idleTouchedAt);
    await settleAccountQueue(deps, { ...acc, touchedAt: touched!.touchedAt });
    const settled = (await deps.db.entities.botQueue.get(acc).go()).data;
    expect(settled?.idleAt).toBeUndefined();
    expect(settled?.idleTouchedAt).toBeUndefined();
    // Its entry is due a year back: other files' polls would rank it first.
    await deps.db.entities.botQueue.delete(acc).go();

    expect(visits.length).toBeGreaterThan(0);
    // At most one visit per poll; the old loop made dozens between two polls.
    expect(visits.length).toBeLessThanOrEqual(polls);
    // Each visit after the first waits for a poll after the rest.
    for (let i = 1; i < visits.length; i++)
      expect(visits[i]! - visits[i - 1]!).toBeGreaterThanOrEqual(pollMs - 50);
  });
});
