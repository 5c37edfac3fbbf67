import type { BotAction } from '@outreach/functions/domain/bot/types';
import { describe, expect, it } from 'vitest';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { clockNow, newSession, viewConnectMessage, waitFor } from '../support/outreach.ts';

const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=attempts';

/** A published search campaign and its pending collect, the first bot action it hands out. */
async function publishedSearchCampaign() {
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
  return { s, acc, c, row, key: { ...acc, actionId: row.actionId } };
}

describe('an action whose workers keep dying', () => {
  it('fails for good after MAX_ACTION_ATTEMPTS takeovers, and the failure is applied like any other', async () => {
    // Prepare: a published search campaign, whose first bot action collects the search.
    const { s, acc, c, row, key } = await publishedSearchCampaign();
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

describe('an outcome its process never applied', () => {
  it('is applied on the account’s next visit once its mark is older than a run timeout, once', async () => {
    // Prepare: a published search campaign whose collect the bot finished, then died before the
    // outcome was applied: the state completeAction's first write leaves (done, marked applying).
    const { s, acc, c, row, key } = await publishedSearchCampaign();
    const deps = await domainDeps();
    const { claimAction, reapplyUnapplied, ACTION_RUN_TIMEOUT_MS } = await import(
      '@outreach/functions/domain/bot/actions'
    );
    expect(await claimAction(deps, key, 'worker-that-dies')).toBeTruthy();
    const people = ['ua-ada', 'ua-bob'].map((publicId) => ({
      publicId,
      profileUrl: `https://www.linkedin.com/in/${publicId}/`,
      firstName: publicId.slice(3),
    }));
    const { BotActionEntity } = await import('@outreach/functions/data/entities/bot-action');
    await BotActionEntity.patch(key)
      .set({
        status: 'done',
        outcome: { people, lastPage: 1, exhausted: true },
        finishedAt: await clockNow(),
        dueAt: row.dueAt,
        applying: true,
        applyingSince: Date.now() - ACTION_RUN_TIMEOUT_MS - 1_000,
      })
      .go();
    const leadsOf = async () => (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads ?? [];
    expect(await leadsOf()).toHaveLength(0);

    // Act: the next visit of the account (a fresh mark is left to its live process).
    expect(await reapplyUnapplied(deps, acc, 60 * ACTION_RUN_TIMEOUT_MS)).toBe(0);
    const applied = await reapplyUnapplied(deps, acc);
    const again = await reapplyUnapplied(deps, acc);

    // Assess: the two leads are in, the search has ended, the mark is gone and nothing runs twice.
    expect(applied).toBe(1);
    expect(again).toBe(0);
    expect((await leadsOf()).length).toBe(2);
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.isSearchEnded).toBe(true);
    const after = (await botActions(acc)).find((a) => a.actionId === row.actionId);
    expect(after?.applying).toBeUndefined();
    expect(after?.applyingSince).toBeUndefined();
  });
});
