import type { BotAction } from '@outreach/functions/domain/bot/types';
import { describe, expect, it } from 'vitest';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, viewConnectMessage, waitFor } from '../support/outreach.ts';

const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=attempts';

describe('an action whose workers keep dying', () => {
  it('fails for good after MAX_ACTION_ATTEMPTS takeovers, and the failure is applied like any other', async () => {
    // Prepare: a published search campaign, whose first bot action collects the search.
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const c = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl,
        touchSequence: viewConnectMessage(),
      })
    ).body as { id: string };
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
    const row = await waitFor(
      async () => (await botActions(acc)).find((a) => a.type === 'collect-search' && a.status === 'pending'),
      20_000,
      'a pending collect-search action',
    );
    const key = { ...acc, actionId: row.actionId };
    const deps = await domainDeps();
    const { claimAction, MAX_ACTION_ATTEMPTS } = await import('@outreach/functions/domain/bot/actions');

    // Act: each claim's worker dies at once (a run timeout of 0 makes its action stale), so the next
    // claim takes it over, until the attempts are spent.
    for (let i = 1; i <= MAX_ACTION_ATTEMPTS; i++) {
      const claimed = (await claimAction(deps, key, `worker-${i}`, 0)) as BotAction | null;
      expect(claimed?.attempts).toBe(i);
    }
    const last = await claimAction(deps, key, 'worker-last', 0);

    // Assess: no more runs; the action failed with its reason and nothing left half-applied; the
    // campaign heard of it as of any failed collect: its search has ended (no lead source left).
    expect(last).toBeNull();
    const after = (await botActions(acc)).find((a) => a.actionId === row.actionId);
    expect(after).toMatchObject({ status: 'failed', error: 'Too many attempts' });
    expect(after?.applying).toBeUndefined();
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.isSearchEnded).toBe(true);
  });
});
