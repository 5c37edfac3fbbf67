import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type { AccountKey, ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

// Sales Navigator, Sales Navigator saved searches and Recruiter searches as audiences (issue #8):
// collect-search reads each site's own result pages (25 a page) from the sandbox.
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now() });
});
afterAll(async () => {
  await sandbox?.close();
});

type Collect = ActionPayloads['collect-search'];
/**
 * Several collect-search actions in one bot run (one sign-in), and last a sync of the account's saved
 * searches; the search outcomes, then the sync's.
 */
async function collectAll(acc: AccountKey, payloads: Omit<Collect, 'campaignId'>[]) {
  const keys = [];
  for (const p of payloads) {
    const key = { ...acc, actionId: randomUUID() };
    await enqueueBotAction(deps, { ...key, type: 'collect-search', payload: { campaignId: 'c', ...p } });
    keys.push(key);
  }
  const sync = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...sync, type: 'sync-saved-searches', payload: {} });
  const { actions } = await runBotUntil(deps, sandbox.url, [...keys, sync]);
  const byId = new Map(actions.map((a) => [a.actionId, a.outcome]));
  return {
    searches: keys.map((k) => byId.get(k.actionId) as ActionOutcomes['collect-search']),
    saved: byId.get(sync.actionId) as ActionOutcomes['sync-saved-searches'],
  };
}

const SN = 'https://www.linkedin.com/sales/search/people';
const RECRUITER = 'https://www.linkedin.com/talent/hire/7001/discover/recruiterSearch';

describe('Sales Navigator and Recruiter searches against the sandbox', () => {
  it('collects a Sales Navigator search across pages (a cut page is read again), a saved search and a Recruiter search, and reads the saved searches; an account without the products meets the upsell', async () => {
    const acc = await createLinkedInAccount(deps, { email: 'alex@sandbox.test', password: 'Sandbox1!' });
    const search = `${SN}?query=(keywords:engineer)&sessionId=abc`;
    const {
      searches: [first, rest, saved, recruiter],
      saved: savedSearches,
    } = await collectAll(acc, [
      { searchUrl: search, startPage: 1, maxPeople: 30 },
      { searchUrl: search, startPage: 2, maxPeople: 25 },
      { searchUrl: `${SN}?savedSearchId=50002`, startPage: 1, maxPeople: 10_000 },
      { searchUrl: `${RECRUITER}?keywords=engineer`, startPage: 2, maxPeople: 25 },
    ]);
    // 30 of 25 + 25: page 2 was cut at 5, so only page 1 counts as read.
    expect(first).toMatchObject({ lastPage: 1, exhausted: false });
    expect(first.people).toHaveLength(30);
    expect(first.people.every((p) => p.profileUrl.startsWith('https://www.linkedin.com/in/'))).toBe(true);
    expect(first.people[0]).toMatchObject({ firstName: expect.any(String), title: expect.any(String) });
    // Re-reading page 2 gives the same first 5 people: the collection is idempotent per page.
    expect(rest.people.slice(0, 5).map((p) => p.publicId)).toEqual(
      first.people.slice(25).map((p) => p.publicId),
    );
    expect(rest).toMatchObject({ lastPage: 2, exhausted: false });
    expect(rest.people).toHaveLength(25);
    // The saved search ("Founders") runs to its last page.
    expect(saved.exhausted).toBe(true);
    expect(saved.people.length).toBeGreaterThan(25);
    expect(new Set(saved.people.map((p) => p.publicId)).size).toBe(saved.people.length);
    expect(saved.people.every((p) => /founder/i.test(`${p.headline} ${p.title}`))).toBe(true);
    // Recruiter pages by start=: page 2 is people 26..50.
    expect(recruiter).toMatchObject({ lastPage: 2, exhausted: false });
    expect(recruiter.people).toHaveLength(25);
    // alex's saved lead searches, each as its results' URL on linkedin.com.
    expect(savedSearches).toEqual({
      searches: [
        { id: '50001', name: 'Engineers', url: `${SN}?savedSearchId=50001` },
        { id: '50002', name: 'Founders', url: `${SN}?savedSearchId=50002` },
      ],
    });

    const jordan = await createLinkedInAccount(deps, { email: 'jordan@sandbox.test', password: 'Sandbox1!' });
    const {
      searches: [noSn, noRecruiter],
      saved: noSavedSearches,
    } = await collectAll(jordan, [
      { searchUrl: search, startPage: 1, maxPeople: 25 },
      { searchUrl: `${RECRUITER}?keywords=designer`, startPage: 1, maxPeople: 25 },
    ]);
    expect(noSn).toEqual({ people: [], lastPage: 0, exhausted: true, missingProduct: 'sales-navigator' });
    expect(noRecruiter).toEqual({ people: [], lastPage: 0, exhausted: true, missingProduct: 'recruiter' });
    expect(noSavedSearches).toEqual({ searches: [], missingProduct: true });
  });
});
