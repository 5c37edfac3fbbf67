import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { clockNow, newSession, type Session } from '../support/outreach.ts';

const MIN = 60_000;
const KINDS = [
  'profile viewed',
  'connect requested',
  'message sent',
  'follow up sent',
  'linkedin reply detected',
];
const CAMPAIGNS = ['cmp-one', 'cmp-two', 'cmp-three'];
const NAMES = ['Ada Byron', 'Alan Turing', 'Grace Hopper', 'Adam Smith'];

interface Seeded {
  id: string;
  at: number;
  kind: string;
  campaignId: string;
  name: string;
}

/** `n` activities of one team over the last hours: kinds, campaigns and names in turn, two per minute. */
async function seed(s: Session, n: number, tag: string, now: number): Promise<Seeded[]> {
  const deps = await domainDeps();
  const { recordActivities } = await import('@outreach/functions/domain/stats/record-activity');
  const rows: Seeded[] = Array.from({ length: n }, (_, i) => ({
    // Mixed case: the index orders ids lower-cased; pairs share their instant.
    id: `${i % 3 ? 'Act' : 'act'}-${tag}-${String(i).padStart(3, '0')}`,
    at: now - 3 * 60 * MIN + Math.floor(i / 2) * MIN,
    kind: KINDS[i % KINDS.length]!,
    campaignId: CAMPAIGNS[i % CAMPAIGNS.length]!,
    name: NAMES[i % NAMES.length]!,
  }));
  await recordActivities(
    deps,
    rows.map((r) => ({
      teamId: s.teamId,
      userId: s.userId,
      campaignId: r.campaignId,
      leadId: `lead-${r.id}`,
      kind: r.kind,
      person: { name: r.name, firstName: r.name.split(' ')[0] },
      activityId: r.id,
      at: r.at,
    })),
  );
  return rows;
}

/** Follows `nextCursor` from the first page to the last: every page's ids and totals. */
async function walk(s: Session, query: string) {
  const pages: { ids: string[]; total: number | null }[] = [];
  let url = `/campaigns/activity?${query}`;
  for (let i = 0; i < 100; i++) {
    const res = await s.call('GET', url);
    expect(res.status, url).toBe(200);
    pages.push({ ids: res.body.actions.map((a: { id: string }) => a.id), total: res.body.total });
    if (!res.body.nextCursor) return pages;
    url = `/campaigns/activity?${query}&page=${i + 2}&cursor=${res.body.nextCursor}`;
  }
  throw new Error('the cursor never ended');
}

/** The expected order: by time, then by the lower-cased id (the index's sort key). */
const ordered = (rows: Seeded[], dir: 'DESC' | 'ASC') => {
  const key = (r: Seeded) => `${r.at}#${r.id.toLowerCase()}`;
  const asc = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return (dir === 'ASC' ? asc : asc.reverse()).map((r) => r.id);
};

describe('the global activity list reads the index of its filters', () => {
  it('pages every filter with the cursor: each row once, in order, only the team’s own', async () => {
    // Prepare: two teams with the same campaign ids and kinds.
    const [a, b] = await Promise.all([newSession(), newSession()]);
    await Promise.all([a, b].map((s) => s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' })));
    const now = await clockNow();
    const rowsA = await seed(a, 46, 'a', now);
    const rowsB = await seed(b, 14, 'b', now);
    const day = new Date(rowsA[10]!.at).toISOString().slice(0, 10);
    const dayStart = Date.parse(`${day}T00:00:00Z`);

    const cases: { query: string; rows: Seeded[]; total: number | null }[] = [
      { query: 'perPage=10', rows: rowsA, total: rowsA.length },
      { query: 'perPage=10&sortOrder=ASC', rows: rowsA, total: rowsA.length },
      {
        query: 'perPage=5&filters=Viewed',
        rows: rowsA.filter((r) => r.kind === 'profile viewed'),
        total: rowsA.filter((r) => r.kind === 'profile viewed').length,
      },
      {
        query: 'perPage=5&filters=Invites,Messages&sortOrder=ASC',
        rows: rowsA.filter((r) => ['connect requested', 'message sent', 'follow up sent'].includes(r.kind)),
        total: rowsA.filter((r) => ['connect requested', 'message sent', 'follow up sent'].includes(r.kind))
          .length,
      },
      {
        query: `perPage=10&campaigns=${CAMPAIGNS[1]}`,
        rows: rowsA.filter((r) => r.campaignId === CAMPAIGNS[1]),
        total: rowsA.filter((r) => r.campaignId === CAMPAIGNS[1]).length,
      },
      {
        query: `perPage=4&campaigns=${CAMPAIGNS[0]},${CAMPAIGNS[2]}&filters=Messages,Replies`,
        rows: rowsA.filter(
          (r) =>
            r.campaignId !== CAMPAIGNS[1] &&
            ['message sent', 'follow up sent', 'linkedin reply detected'].includes(r.kind),
        ),
        total: rowsA.filter(
          (r) =>
            r.campaignId !== CAMPAIGNS[1] &&
            ['message sent', 'follow up sent', 'linkedin reply detected'].includes(r.kind),
        ).length,
      },
      {
        query: 'perPage=6&names=ada&filters=Viewed,Invites',
        rows: rowsA.filter(
          (r) =>
            r.name.toLowerCase().includes('ada') && ['profile viewed', 'connect requested'].includes(r.kind),
        ),
        total: null,
      },
      {
        query: `perPage=10&timeFilter=custom&customFromDate=${day}&customToDate=${day}&filters=Viewed`,
        rows: rowsA.filter(
          (r) => r.kind === 'profile viewed' && r.at >= dayStart && r.at < dayStart + 86_400_000,
        ),
        total: rowsA.filter(
          (r) => r.kind === 'profile viewed' && r.at >= dayStart && r.at < dayStart + 86_400_000,
        ).length,
      },
    ];

    for (const c of cases) {
      // Act
      expect(c.rows.length, c.query).toBeGreaterThan(0);
      const pages = await walk(a, c.query);
      // Assess: the pages hold exactly the matching rows in index order, full but the last.
      const perPage = Number(new URLSearchParams(c.query).get('perPage'));
      const dir = c.query.includes('sortOrder=ASC') ? 'ASC' : 'DESC';
      expect(
        pages.flatMap((p) => p.ids),
        c.query,
      ).toEqual(ordered(c.rows, dir));
      expect(pages.length, c.query).toBe(Math.max(1, Math.ceil(c.rows.length / perPage)));
      for (const p of pages.slice(0, -1)) expect(p.ids, c.query).toHaveLength(perPage);
      for (const p of pages) expect(p.total, c.query).toBe(c.total);
      // Page numbers without a cursor open the same pages.
      if (pages.length > 1) {
        const second = (await a.call('GET', `/campaigns/activity?${c.query}&page=2`)).body;
        expect(
          second.actions.map((x: { id: string }) => x.id),
          c.query,
        ).toEqual(pages[1]!.ids);
      }
    }

    // The other team sees its own rows only, for the same campaign ids and kinds.
    const ofB = await walk(b, `perPage=10&campaigns=${CAMPAIGNS.join(',')}`);
    expect(ofB.flatMap((p) => p.ids)).toEqual(ordered(rowsB, 'DESC'));
    const viewedB = await walk(b, 'perPage=3&filters=Viewed');
    expect(viewedB.flatMap((p) => p.ids)).toEqual(
      ordered(
        rowsB.filter((r) => r.kind === 'profile viewed'),
        'DESC',
      ),
    );
    // Nor does a cursor of one team open the other's rows.
    const firstA = (await a.call('GET', '/campaigns/activity?perPage=5')).body;
    const crossed = (
      await b.call('GET', `/campaigns/activity?perPage=100&page=2&cursor=${firstA.nextCursor}`)
    ).body;
    expect(crossed.actions.every((x: { id: string }) => x.id.includes('-b-'))).toBe(true);
    // Some 60 list calls: a loaded CI box needs more than the default minute.
  }, 180_000);

  it('shows activity written before the per-kind index under its action filter once the migration ran', async () => {
    // Prepare: a row as the code before the index wrote it (no gsi4 keys).
    const s = await newSession();
    const deps = await domainDeps();
    const { activityByTeamKind } = await import('@outreach/functions/domain/maintenance/migrations');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoClient } = await import('@outreach/functions/data/client');
    const [row] = await seed(s, 1, 'old', await clockNow());
    const { Key } = deps.db.entities.activity
      .get({ teamId: s.teamId, at: row!.at, activityId: row!.id })
      .params() as {
      Key: Record<string, unknown>;
    };
    await dynamoClient().send(
      new UpdateCommand({ TableName: deps.env.tableName, Key, UpdateExpression: 'REMOVE gsi4pk, gsi4sk' }),
    );
    const ids = async (q: string) =>
      (await s.call('GET', `/campaigns/activity?${q}`)).body.actions.map((a: { id: string }) => a.id);
    expect(await ids('filters=Viewed')).toEqual([]);
    expect(await ids('')).toEqual([row!.id]);
    // Act
    expect(await activityByTeamKind.run(deps)).toBeGreaterThanOrEqual(1);
    // Assess
    expect(await ids('filters=Viewed')).toEqual([row!.id]);
  });
});
