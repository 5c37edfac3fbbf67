import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { clockNow, newSession } from '../support/outreach.ts';

// §5.9 of issue #7: a new campaign's default name comes from a bounded read of the team's newest
// campaigns, never from its whole partition.
describe('default draft names read a bounded number of campaigns', () => {
  it('numbers past the highest draft of the newest campaigns read, and no further back', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    const start = (await clockNow()) - 60_000;
    // Oldest first: 'Campaign draft (99)', then drafts (1) to (6), each a millisecond newer.
    const names = [
      'Campaign draft (99)',
      ...Array.from({ length: 6 }, (_, i) => `Campaign draft (${i + 1})`),
    ];
    for (const [i, name] of names.entries()) {
      await deps.db.entities.campaign
        .create({
          teamId: s.teamId,
          campaignId: ulid(start + i),
          userId: s.userId,
          name,
          category: 'linkedin',
          campaignType: 'linkedin search',
          status: 'draft',
          runState: 'paused',
          createdAt: start + i,
          updatedAt: start + i,
        })
        .go();
    }
    const { draftName } = await import('@outreach/functions/domain/campaigns/draft-name');
    // A budget of 6 reads the six newest only: the old (99) is out of reach.
    expect(await draftName(deps, s.teamId, undefined, 6)).toBe('Campaign draft (7)');
    expect(await draftName(deps, s.teamId, undefined, 7)).toBe('Campaign draft (100)');
    // A given name is kept without reading anything.
    expect(await draftName(deps, s.teamId, 'Sales', 0)).toBe('Sales');

    // Through the API (the default budget covers the team's 7 campaigns): one above the highest.
    const res = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Campaign draft (100)');
  });
});
