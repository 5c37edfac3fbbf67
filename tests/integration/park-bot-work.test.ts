import { botTestDeps, createLinkedInAccount, TestClock } from '@outreach/bot/testing/harness';
import { markAccountDue, pollDueAccounts, queueState } from '@outreach/functions/domain/bot/queue';
import type { AccountKey } from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { PARKED_BY_HAND, parkAllBotWork } from '@outreach/local/park-bot-work';
import { beforeAll, describe, expect, inject, it } from 'vitest';

// The local runtime's "park all bot work" (POST /_local/bot/park, called by the e2e suite when a file
// ends), on a table of its own: the shared runtime's other files keep their queue.
const clock = new TestClock();
let deps: Deps;
beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
});

const same = (a: AccountKey) => (b: AccountKey) => a.teamId === b.teamId && a.userId === b.userId;

describe('parkAllBotWork', () => {
  it('parks every due account, foreground or background; only an unparking enqueue brings one back', async () => {
    const [steps, syncs, later] = await Promise.all(
      ['steps', 'syncs', 'later'].map((n, i) =>
        createLinkedInAccount(deps, { email: `park-${n}-${i}@example.com`, password: 'pw' }),
      ),
    );
    const now = clock.now();
    await markAccountDue(deps, steps, now - 1000, { urgentAt: now - 1000 });
    await markAccountDue(deps, syncs, now - 500);
    await markAccountDue(deps, later, now + 3_600_000);
    expect((await pollDueAccounts(deps, 10)).length).toBe(2);

    expect(await parkAllBotWork(deps)).toBe(3);

    expect(await pollDueAccounts(deps, 10)).toEqual([]);
    for (const acc of [steps, syncs, later]) {
      expect(await queueState(deps, acc)).toMatchObject({ parked: true, reason: PARKED_BY_HAND });
    }
    // New work of a parked account waits (as for any parked account) ...
    await markAccountDue(deps, steps, clock.now() - 100, { urgentAt: clock.now() - 100 });
    clock.advance(2 * 3_600_000);
    expect(await pollDueAccounts(deps, 10)).toEqual([]);
    // ... until a login (or a user's own action) unparks it; the others stay parked.
    await markAccountDue(deps, steps, clock.now(), { unpark: true, urgentAt: clock.now() });
    const polled = await pollDueAccounts(deps, 10);
    expect(polled).toHaveLength(1);
    expect(polled.some(same(steps))).toBe(true);
    // Nothing left to park but the revived one; a second call with nothing due parks nothing more.
    expect(await parkAllBotWork(deps)).toBe(1);
    expect(await parkAllBotWork(deps)).toBe(0);
  });
});
