import { pagination } from '@outreach/shared/constants/outreach';
import { pagingMessages } from '@outreach/shared/schemas/paging';
import { describe, expect, it } from 'vitest';
import { newSession, profileCsv, type Session, uploadCsv } from '../support/outreach.ts';

const LEADS = 120;

/** A draft CSV campaign of `n` people (each adds one lead and one 'lead found' activity). */
async function campaignWith(s: Session, n: number, tag: string) {
  const people = Array.from({ length: n }, (_, i) => ({
    id: `${tag}-${String(i).padStart(4, '0')}`,
    first: `P${i}`,
  }));
  const key = await uploadCsv(s, profileCsv(people));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', { key, name: `Paging ${tag}` });
  expect(c.status).toBe(201);
  return { id: c.body.id as string, ids: people.map((p) => p.id) };
}

/** Follows `nextCursor` from the first page to the last; answers every row and every page's total. */
async function walk<T>(s: Session, first: string, rowsOf: (body: any) => T[]) {
  const rows: T[] = [];
  const totals: unknown[] = [];
  let url = first;
  for (let pages = 0; pages < 100; pages++) {
    const res = await s.call('GET', url);
    expect(res.status).toBe(200);
    rows.push(...rowsOf(res.body));
    totals.push(res.body.total ?? res.body.campaigns?.total);
    const next = res.body.nextCursor ?? res.body.campaigns?.nextCursor;
    if (!next) return { rows, totals, pages: pages + 1 };
    url = `${first}&page=${pages + 2}&cursor=${next}`;
  }
  throw new Error('the cursor never ended');
}

describe('cursor pagination of campaign leads, activity and campaigns', () => {
  it('pages through 120 leads with the cursor: each lead once, the counter as total', async () => {
    // Prepare
    const s = await newSession();
    const c = await campaignWith(s, LEADS, 'pg');
    // Act
    const leads = await walk(s, `/leads/campaign/${c.id}?perPage=25`, (b) => b.leads);
    const byNumber = (await s.call('GET', `/leads/campaign/${c.id}?perPage=25&page=2`)).body;
    // Assess
    const ids = leads.rows.map((l: any) => l.id);
    expect(leads.pages).toBe(5);
    expect(ids).toHaveLength(LEADS);
    expect(new Set(ids)).toEqual(new Set(c.ids));
    expect(leads.totals).toEqual(Array(5).fill(LEADS));
    expect(byNumber.leads.map((l: any) => l.id)).toEqual(leads.rows.slice(25, 50).map((l: any) => l.id));
    expect(byNumber.total).toBe(LEADS);
  });

  it('answers 400 beyond the page-number cap and to a forged cursor, and follows a cursor past the cap', async () => {
    const s = await newSession();
    const c = await campaignWith(s, 3, 'cap');
    const deep = pagination.maxPageDepth / 25 + 1;
    for (const url of [
      `/leads/campaign/${c.id}?perPage=25&page=${deep}`,
      `/leads/campaign/${c.id}?perPage=500&page=3`,
      `/campaigns/${c.id}/actions?perPage=50&page=${pagination.maxPageDepth / 50 + 1}`,
      `/campaigns/activity?perPage=100&page=11`,
      `/campaigns?perPage=100&page=11`,
    ]) {
      const res = await s.call('GET', url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body.message), url).toContain(pagingMessages.tooDeep);
    }
    const forged = await s.call('GET', `/leads/campaign/${c.id}?cursor=bm90LWpzb24`);
    expect(forged).toMatchObject({ status: 400, body: { message: pagingMessages.badCursor } });
    const first = (await s.call('GET', `/leads/campaign/${c.id}?perPage=1`)).body;
    const past = await s.call(
      'GET',
      `/leads/campaign/${c.id}?perPage=1&page=${deep * 25}&cursor=${first.nextCursor}`,
    );
    expect(past.status).toBe(200);
    expect(past.body.leads).toHaveLength(1);
    expect(past.body.leads[0].id).not.toBe(first.leads[0].id);
  });

  it('pages the team activity and a campaign activity with the cursor, newest first, totals from counters', async () => {
    const s = await newSession();
    const a = await campaignWith(s, 70, 'act-a');
    const b = await campaignWith(s, 50, 'act-b');
    const team = await walk(s, '/campaigns/activity?perPage=50', (x) => x.actions);
    expect(team.rows).toHaveLength(LEADS);
    expect(new Set(team.rows.map((r: any) => r.id)).size).toBe(LEADS);
    expect(team.totals).toEqual([LEADS, LEADS, LEADS]);
    const times = team.rows.map((r: any) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = await walk(s, '/campaigns/activity?perPage=50&sortOrder=ASC', (x) => x.actions);
    expect(oldest.rows.map((r: any) => r.id)).toEqual(team.rows.map((r: any) => r.id).reverse());
    const onlyB = await walk(s, `/campaigns/activity?perPage=20&campaigns=${b.id}`, (x) => x.actions);
    expect(onlyB.rows).toHaveLength(50);
    expect(onlyB.totals[0]).toBe(50);
    const ofA = await walk(s, `/campaigns/${a.id}/actions?perPage=30`, (x) => x.actions);
    expect(ofA.rows).toHaveLength(70);
    expect(new Set(ofA.rows.map((r: any) => r.id)).size).toBe(70);
    expect(ofA.rows.every((r: any) => r.campaignId === a.id && r.campaignName === 'Paging act-a')).toBe(true);
    expect(ofA.totals[0]).toBe(70);
  });

  it('pages the campaign list with the cursor, totals and tab counts from counters', async () => {
    const s = await newSession();
    for (let i = 0; i < 7; i++)
      await s.call('POST', '/campaigns/audience', {
        name: `L${i}`,
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
      });
    const list = await walk(s, '/campaigns?status=draft&perPage=3', (x) => x.campaigns);
    expect(list.rows.map((c: any) => c.name)).toEqual(['L6', 'L5', 'L4', 'L3', 'L2', 'L1', 'L0']);
    expect(list.totals).toEqual([7, 7, 7]);
    const counts = (await s.call('GET', '/campaigns/counts?category=linkedin')).body;
    expect(counts).toMatchObject({ draft: 7, active: 0, total: 7 });
  });
});
