import { wallSleep } from '@outreach/bot/pacing';
import type { WorkerEvent } from '@outreach/bot/worker';
import type { AccountKey } from '@outreach/functions/domain/bot/types';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

/**
 * A worker serves a few accounts at once. When every slot is busy with accounts' periodic syncs
 * (background work), an account whose campaign step is due must not wait for those visits to end:
 * a visit with only syncs left gives its slot up at its next action boundary (or pause), and its
 * syncs stay pending for a later visit.
 */
describe('the bot gives a slot from background syncs to campaign work (issue 7)', () => {
  it('a campaign step is served while both slots were held by sync visits', async () => {
    const shared = await domainDeps();
    // A product clock of its own, a year back: the entries of other files (due on the shared clock)
    // are not due on it, so the poll sees this test's accounts alone.
    const offset = shared.clock.now() - Date.now() - 365 * 86_400_000;
    const deps = { ...shared, clock: { now: () => Date.now() + offset, wallNow: () => Date.now() } };
    const { enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
    const { runWorker } = await import('@outreach/bot/worker');
    const [b1, b2, f] = await Promise.all([newSession(), newSession(), newSession()]);
    const key = (s: AccountKey) => ({ teamId: s.teamId, userId: s.userId });
    const background = [key(b1), key(b2)];
    const campaign = key(f);
    const ours = [...background, campaign];
    const same = (a: AccountKey, b: AccountKey) => a.teamId === b.teamId && a.userId === b.userId;

    // Prepare: three syncs due for each background account.
    const syncs = [
      { type: 'sync-inbox' as const, payload: { sinceMs: 0, full: false } },
      { type: 'sync-invitations' as const, payload: { runId: 1 } },
      { type: 'sync-celebrations' as const, payload: { runId: 1 } },
    ];
    for (const acc of background)
      for (const [i, s] of syncs.entries())
        await enqueueBotAction(deps, { ...acc, actionId: `yield-sync-${i}`, ...s } as never);

    const events: WorkerEvent[] = [];
    const ctl = new AbortController();
    const worker = runWorker({
      deps,
      workerId: `yield-${f.userId}`,
      // Nothing listens there: every action fails at once (and is retried later), which is enough
      // to see which account the worker serves when.
      baseUrl: 'http://127.0.0.1:9',
      signal: ctl.signal,
      pollMs: 200,
      concurrency: 2,
      accountFilter: (a) => ours.some((o) => same(o, a)),
      // The human pause after each action lasts (nearly) forever: a visit only moves on if woken.
      pacer: { pause: (_acc, _ms, signal) => wallSleep(600_000, signal) },
      onEvent: (e) => events.push(e),
    });
    const actionsOf = (acc: AccountKey) =>
      events.filter((e) => e.type === 'action' && same(e.acc, acc)).length;
    try {
      // Both slots are held by the sync visits, each pausing after its first action.
      await expect
        .poll(() => background.every((a) => actionsOf(a) >= 1), { timeout: 60_000, interval: 50 })
        .toBe(true);

      // Act: a campaign step becomes due for the third account.
      await enqueueBotAction(deps, {
        ...campaign,
        actionId: 'yield-step',
        type: 'view-profile',
        payload: {
          campaignId: 'c1',
          leadId: 'l1',
          stepIndex: 0,
          profileUrl: 'http://127.0.0.1:9/in/someone',
        },
      });

      // Assess: it is served although no sync visit ended by itself.
      await expect.poll(() => actionsOf(campaign), { timeout: 60_000, interval: 50 }).toBe(1);
      // The syncs a visit gave up are still pending, not dropped: at least one of them was never tried.
      const untried = [];
      for (const acc of background) {
        const { data } = await deps.db.entities.botAction.query
          .byAccountStatus({ ...acc, status: 'pending' })
          .go();
        untried.push(...data.filter((a) => a.attempts === 0));
      }
      expect(untried.length).toBeGreaterThan(0);
    } finally {
      ctl.abort();
      await worker;
      // Due a year back: other files' polls would rank these first.
      for (const acc of ours) {
        await deps.db.entities.botQueue.delete(acc).go();
        for (const status of ['pending', 'running', 'failed', 'done'] as const) {
          const { data } = await deps.db.entities.botAction.query.byAccountStatus({ ...acc, status }).go();
          for (const a of data) await deps.db.entities.botAction.delete(a).go();
        }
      }
    }
    // A browser launch and three sign-ups (argon2) beside the parallel integration files: more than
    // the suite's default 60 s can pass under load.
  }, 150_000);
});
