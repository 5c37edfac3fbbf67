import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, profileCsv, type Session, uploadCsv } from '../support/outreach.ts';

// The integration (webhook) API of spec 4, for Zapier and customers' scripts (issue #15).
const BASE = '/api/integrations/webhook';
const PREMIUM_HINT =
  'Experience the full potential of this feature by upgrading to one of our Premium plans.';
const viewOnly = { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] };

const call = (
  method: string,
  path: string,
  key: string,
  query: Record<string, string> = {},
  body?: unknown,
) => api(method, `${BASE}${path}?${new URLSearchParams({ webhook_key: key, ...query })}`, { body });

async function keyOf(s: Session): Promise<string> {
  const res = await s.call('POST', '/users/me/webhook-key');
  expect(res.status).toBe(200);
  expect(res.body.webhookKey).toMatch(/^whk_[\w-]{32}$/);
  return res.body.webhookKey;
}

async function csvCampaign(s: Session, people: { id: string; first: string }[]): Promise<string> {
  const key = await uploadCsv(s, profileCsv(people));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: viewOnly });
  expect(c.status).toBe(201);
  return c.body.id as string;
}

function expectError(res: { status: number; body: unknown }, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: expect.any(String), message, statusCode: status });
}

describe('integration API key', () => {
  it('is generated, shown to its owner (GET /users/me webhookKey) and regenerated, revoking the old one', async () => {
    const s = await newSession({ linkedIn: false });
    expect((await s.call('GET', '/users/me/webhook-key')).body).toEqual({ webhookKey: null });
    expect((await s.call('GET', '/users/me')).body.webhookKey).toBeNull();

    const first = await keyOf(s);
    expect((await s.call('GET', '/users/me/webhook-key')).body).toEqual({ webhookKey: first });
    expect((await s.call('GET', '/users/me')).body.webhookKey).toBe(first);
    expect((await call('GET', '/campaigns', first)).status).toBe(200);

    const second = await keyOf(s);
    expect(second).not.toBe(first);
    expect((await s.call('GET', '/users/me')).body.webhookKey).toBe(second);
    expectError(await call('GET', '/campaigns', first), 401, 'Invalid webhook key');
    expect((await call('GET', '/campaigns', second)).status).toBe(200);
  });

  it('answers 401 in the error shape for an unknown or missing key', async () => {
    expectError(await call('GET', '/campaigns', 'whk_not-a-real-key'), 401, 'Invalid webhook key');
    const none = await api('GET', `${BASE}/new-leads`);
    expectError(none, 401, 'Invalid webhook key');
  });

  it('answers 403 with the upgrade hint on a plan without webhooks, and hides the key from /users/me', async () => {
    const s = await newSession({ linkedIn: false });
    const key = await keyOf(s);
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'basic', hasPaidPlan: true }).go();

    expectError(await call('GET', '/campaigns', key), 403, PREMIUM_HINT);
    expectError(await call('GET', '/get-last-actions', key, { action: 'invites' }), 403, PREMIUM_HINT);
    expect((await s.call('GET', '/users/me')).body).not.toHaveProperty('webhookKey');
    expectError(await s.call('POST', '/users/me/webhook-key'), 403, PREMIUM_HINT);
  });
});

describe('integration API calls (spec 4)', () => {
  it("lists the key owner's campaigns, new leads and actions; adds a lead with csv_* fields", async () => {
    const s = await newSession({ linkedIn: false });
    const key = await keyOf(s);
    const campaignId = await csvCampaign(s, [
      { id: 'ia-ada', first: 'Ada' },
      { id: 'ia-bob', first: 'Bob' },
    ]);

    const campaigns = await call('GET', '/campaigns', key, { type: 'all' });
    expect(campaigns.body.campaigns).toEqual([
      expect.objectContaining({ id: campaignId, status: 'draft', category: 'linkedin' }),
    ]);
    expect((await call('GET', '/campaigns', key, { type: 'active' })).body.campaigns).toEqual([]);

    const leads = await call('GET', '/new-leads', key, { campaign: campaignId, page: '0', per_page: '1' });
    expect(leads.status).toBe(200);
    expect(leads.body).toMatchObject({ page: 0, per_page: 1 });
    expect(leads.body.actions).toHaveLength(1);
    expect(leads.body.actions[0]).toMatchObject({ action: 'lead found', campaign: { id: campaignId } });
    const page1 = await call('GET', '/new-leads', key, { campaign: campaignId, page: '1', per_page: '1' });
    expect(page1.body.actions).toHaveLength(1);
    const handles = [leads.body.actions[0], page1.body.actions[0]].map((a) => a.person.linkedInHandle).sort();
    expect(handles).toEqual(['ia-ada', 'ia-bob']);
    expect((await call('GET', '/new-leads', key, { page: '2', per_page: '1' })).body.actions).toEqual([]);

    const added = await call(
      'POST',
      '/add_lead_to_campaign',
      key,
      {},
      {
        campaign: campaignId,
        linkedin_profile_url: 'https://www.linkedin.com/in/ia-cy/',
        email: 'cy@example.test',
        csv_city: 'Lyon',
      },
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ added: true, campaign: campaignId });
    const again = await call(
      'POST',
      '/add_lead_to_campaign',
      key,
      {},
      {
        campaign: campaignId,
        linkedin_profile_url: 'https://www.linkedin.com/in/ia-cy/',
      },
    );
    expect(again.body).toEqual({ added: false, campaign: campaignId });
    const newest = await call('GET', '/new-leads', key, { per_page: '10' });
    expect(
      newest.body.actions.map((a: { person: { linkedInHandle: string } }) => a.person.linkedInHandle),
    ).toContain('ia-cy');
    const lead = await s.call('GET', `/leads/campaign/${campaignId}?page=1&perPage=10`);
    const cy = lead.body.leads.find(
      (l: { person: { linkedInHandle: string } }) => l.person.linkedInHandle === 'ia-cy',
    );
    expect(cy.csvColumns).toEqual({ city: 'Lyon', email: 'cy@example.test' });

    for (const action of ['invites', 'accepted', 'all_replies', 'greetings']) {
      const res = await call('GET', '/get-last-actions', key, { action, page: '0', per_page: '5' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ page: 0, per_page: 5, actions: [] });
    }
    expect((await call('GET', '/new-reply-detected', key)).body).toEqual({
      page: 0,
      per_page: 20,
      actions: [],
    });
    expect(
      (await call('GET', '/new-connections', key, { return_only_synced: 'true' })).body.connections,
    ).toEqual([]);
    expect((await call('GET', '/get_member_connections', key)).body.connections).toEqual([]);
    const members = await call('GET', '/get_team_members', key);
    expect(members.body.members).toEqual([
      expect.objectContaining({ id: s.userId, email: s.email, role: 'owner' }),
    ]);
  });

  it('answers 400 in the error shape for a bad action, page or body', async () => {
    const s = await newSession({ linkedIn: false });
    const key = await keyOf(s);
    expect((await call('GET', '/get-last-actions', key, { action: 'hugs' })).status).toBe(400);
    expect((await call('GET', '/new-leads', key, { page: '-1' })).status).toBe(400);
    expect((await call('GET', '/new-leads', key, { per_page: '1000' })).status).toBe(400);
    const bad = await call('POST', '/add_lead_to_campaign', key, {}, { campaign: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
  });

  it("isolates tenants: a key reaches only its own user's and team's data", async () => {
    const a = await newSession({ linkedIn: false });
    const b = await newSession({ linkedIn: false });
    const [keyA, keyB] = [await keyOf(a), await keyOf(b)];
    const campaignB = await csvCampaign(b, [{ id: 'ia-victim', first: 'Vic' }]);

    expect((await call('GET', '/campaigns', keyA)).body.campaigns).toEqual([]);
    expect((await call('GET', '/new-leads', keyA, { campaign: campaignB })).body.actions).toEqual([]);
    expect((await call('GET', '/new-leads', keyA)).body.actions).toEqual([]);
    expectError(
      await call(
        'POST',
        '/add_lead_to_campaign',
        keyA,
        {},
        {
          campaign: campaignB,
          linkedin_profile_url: 'https://www.linkedin.com/in/ia-intruder/',
        },
      ),
      404,
      'Unknown campaign',
    );
    const bLeads = await b.call('GET', `/leads/campaign/${campaignB}?page=1&perPage=10`);
    expect(bLeads.body.total).toBe(1);
    const members = await call('GET', '/get_team_members', keyA);
    expect(members.body.members.map((m: { id: string }) => m.id)).toEqual([a.userId]);
    // B's key still sees B's data.
    expect((await call('GET', '/campaigns', keyB)).body.campaigns).toHaveLength(1);
  });
});

describe('integration API activity reads', () => {
  it("reads a user's actions of a kind from its own index: rare kinds behind many others, kinds merged by time, paged", async () => {
    const s = await newSession();
    const other = await newSession();
    const key = await keyOf(s);
    const campaignId = await csvCampaign(s, [{ id: 'ix-ann', first: 'Ann' }]);
    const deps = await domainDeps();
    const { recordActivities } = await import('@outreach/functions/domain/stats/record-activity');
    const base = Date.UTC(2026, 0, 5, 9);
    const person = { firstName: 'Ann', lastName: 'Index', linkedInHandle: 'ix-ann' };
    const row = (kind: string, i: number, userId = s.userId) => ({
      teamId: s.teamId,
      userId,
      campaignId,
      leadId: 'ix-ann',
      kind,
      person,
      activityId: `ix#${kind}#${i}#${userId}`,
      at: base + i * 60_000,
    });
    // The oldest greeting, then 600 newer invites (more than one 500-row batch of the team's log),
    // interleaved replies of two kinds, and a teammate's greeting in the same team (a user's own only).
    await recordActivities(deps, [row('greeting sent', 0)]);
    const invites = Array.from({ length: 600 }, (_, i) => row('connect requested', i + 10));
    for (let i = 0; i < invites.length; i += 100) await recordActivities(deps, invites.slice(i, i + 100));
    await recordActivities(deps, [
      row('linkedin reply detected', 700),
      row('email reply detected', 701),
      row('linkedin reply detected', 702),
      row('greeting sent', 703, other.userId),
    ]);

    const greetings = await call('GET', '/get-last-actions', key, { action: 'greetings' });
    expect(greetings.body.actions.map((a: { id: string }) => a.id)).toEqual([
      `ix#greeting sent#0#${s.userId}`,
    ]);
    const replies = await call('GET', '/new-reply-detected', key, { per_page: '2' });
    expect(replies.body.actions.map((a: { action: string }) => a.action)).toEqual([
      'linkedin reply detected',
      'email reply detected',
    ]);
    const second = await call('GET', '/new-reply-detected', key, { per_page: '2', page: '1' });
    expect(second.body.actions.map((a: { createdAt: string }) => a.createdAt)).toEqual([
      new Date(base + 700 * 60_000).toISOString(),
    ]);
    const page = await call('GET', '/get-last-actions', key, {
      action: 'invites',
      page: '5',
      per_page: '100',
    });
    expect(page.body.actions).toHaveLength(100);
    expect(page.body.actions[0].createdAt).toBe(new Date(base + 109 * 60_000).toISOString());
    expect(page.body.actions.at(-1).createdAt).toBe(new Date(base + 10 * 60_000).toISOString());
  });
});

describe('activity written before the per-user/kind index', () => {
  it('is invisible to the integration API until the migration rewrites it, then read with every field intact', async () => {
    const s = await newSession();
    const key = await keyOf(s);
    const campaignId = await csvCampaign(s, [{ id: 'bf-bo', first: 'Bo' }]);
    const deps = await domainDeps();
    const { recordActivities } = await import('@outreach/functions/domain/stats/record-activity');
    const { activityByUserKind } = await import('@outreach/functions/domain/maintenance/migrations');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoClient } = await import('@outreach/functions/data/client');
    const at = Date.UTC(2026, 1, 3, 10);
    const activityId = `bf#${s.userId}`;
    await recordActivities(deps, [
      {
        teamId: s.teamId,
        userId: s.userId,
        campaignId,
        leadId: 'bf-bo',
        kind: 'greeting sent',
        message: 'Happy birthday, Bo!',
        person: { firstName: 'Bo', lastName: 'Backfill', linkedInHandle: 'bf-bo' },
        activityId,
        at,
      },
    ]);
    // What a row of the code before the index looks like: the same item without its gsi3 keys.
    const { Key } = deps.db.entities.activity.get({ teamId: s.teamId, at, activityId }).params() as {
      Key: Record<string, unknown>;
    };
    await dynamoClient().send(
      new UpdateCommand({
        TableName: deps.env.tableName,
        Key,
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
      }),
    );
    const before = await call('GET', '/get-last-actions', key, { action: 'greetings' });
    expect(before.body.actions).toEqual([]);

    expect(await activityByUserKind.run(deps)).toBeGreaterThanOrEqual(1);
    const after = await call('GET', '/get-last-actions', key, { action: 'greetings' });
    expect(after.body.actions).toHaveLength(1);
    expect(after.body.actions[0]).toMatchObject({
      id: activityId,
      createdAt: new Date(at).toISOString(),
    });
    const stored = await deps.db.entities.activity.get({ teamId: s.teamId, at, activityId }).go();
    expect(stored.data).toMatchObject({ message: 'Happy birthday, Bo!', campaignId, leadId: 'bf-bo' });
    // Nothing is left for it to do: every row has its keys now (current code writes them all).
    expect(await activityByUserKind.run(deps)).toBe(0);
  });

  it('runs each migration to the end once; one that fails is not recorded and runs again', async () => {
    const deps = await domainDeps();
    const { runMigrations } = await import('@outreach/functions/domain/maintenance/migrations');
    const id = `test-${crypto.randomUUID()}`;
    let runs = 0;
    let fail = true;
    const list = [
      {
        id,
        run: async () => {
          runs += 1;
          if (fail) throw new Error('cut short');
          return 7;
        },
      },
    ];
    await expect(runMigrations(deps, list)).rejects.toThrow('cut short');
    expect((await deps.db.entities.migration.get({ migrationId: id }).go()).data).toBeNull();
    fail = false;
    expect(await runMigrations(deps, list)).toEqual([{ id, rows: 7 }]);
    expect(await runMigrations(deps, list)).toEqual([]);
    expect(runs).toBe(2);
    expect((await deps.db.entities.migration.get({ migrationId: id }).go()).data).toMatchObject({ rows: 7 });
  });

  it('has run at the runtime start: the shipped migrations are recorded', async () => {
    const deps = await domainDeps();
    const { migrations } = await import('@outreach/functions/domain/maintenance/migrations');
    for (const m of migrations) {
      expect((await deps.db.entities.migration.get({ migrationId: m.id }).go()).data).not.toBeNull();
    }
  });
});

describe('GET /leads/campaign/{id}/zapier (the app’s own call)', () => {
  it('answers the campaign’s leads as a Zap’s "new lead" receives them, paged like the integration API', async () => {
    const s = await newSession({ linkedIn: false });
    const campaignId = await csvCampaign(s, [
      { id: 'zap-ada', first: 'Ada' },
      { id: 'zap-alan', first: 'Alan' },
    ]);
    await csvCampaign(s, [{ id: 'zap-other', first: 'Grace' }]);
    const res = await s.call('GET', `/leads/campaign/${campaignId}/zapier`);
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(0);
    expect(res.body.per_page).toBe(20);
    const names = res.body.actions.map((a: { person: { firstName: string } }) => a.person.firstName);
    expect(names.sort()).toEqual(['Ada', 'Alan']);
    for (const a of res.body.actions) {
      expect(a.action).toBe('lead found');
      expect(a.campaign.id).toBe(campaignId);
    }
    // The same rows the integration API gives a Zap for this campaign.
    const key = await keyOf(s);
    const zap = await call('GET', '/new-leads', key, { campaign: campaignId });
    expect(zap.body.actions).toEqual(res.body.actions);
    // Paging: 0-based page of per_page.
    const second = await s.call('GET', `/leads/campaign/${campaignId}/zapier?page=1&per_page=1`);
    expect(second.body.actions).toEqual([res.body.actions[1]]);
    expect((await s.call('GET', `/leads/campaign/${campaignId}/zapier?per_page=101`)).status).toBe(400);

    // Another team's campaign is a 404; a plan without Zapier a 403 with the upgrade hint.
    const other = await newSession({ linkedIn: false });
    expect((await other.call('GET', `/leads/campaign/${campaignId}/zapier`)).status).toBe(404);
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'basic', hasPaidPlan: true }).go();
    expectError(await s.call('GET', `/leads/campaign/${campaignId}/zapier`), 403, PREMIUM_HINT);
  });
});

// §5.9 of issue #7: the campaign list reads a bounded number of the team's newest campaigns, never its
// whole partition.
describe('integration API campaign list reads a bounded number of campaigns', () => {
  it('answers the newest campaigns first, from no more than the read budget', async () => {
    const s = await newSession({ linkedIn: false });
    const key = await keyOf(s);
    const deps = await domainDeps();
    const start = Date.now() - 60_000;
    // Oldest first, each a millisecond newer; the third is another member's, the fourth removed.
    for (let i = 0; i < 6; i++) {
      await deps.db.entities.campaign
        .create({
          teamId: s.teamId,
          campaignId: ulid(start + i),
          userId: i === 2 ? 'someone-else' : s.userId,
          name: `Bounded ${i}`,
          category: 'linkedin',
          campaignType: 'linkedin search',
          status: i === 5 ? 'active' : 'draft',
          runState: 'paused',
          createdAt: start + i,
          updatedAt: start + i,
          ...(i === 3 ? { isRemoved: true } : {}),
        })
        .go();
    }
    const { listIntegrationCampaigns } = await import(
      '@outreach/functions/domain/integrations/list-integration-campaigns'
    );
    const owner = { teamId: s.teamId, userId: s.userId };
    // A budget of 3 reads the three newest rows only (5, 4 and the removed 3): 0 and 1 are out of reach.
    const names = async (type: string, budget?: number) =>
      (await listIntegrationCampaigns(deps, owner, type, budget)).campaigns.map((c) => c.name);
    expect(await names('all', 3)).toEqual(['Bounded 5', 'Bounded 4']);
    expect(await names('draft', 3)).toEqual(['Bounded 4']);
    expect(await names('all', 6)).toEqual(['Bounded 5', 'Bounded 4', 'Bounded 1', 'Bounded 0']);

    // Through the API (the default budget covers the team's campaigns): newest first, by type.
    const all = await call('GET', '/campaigns', key, { type: 'all' });
    expect(all.body.campaigns.map((c: { name: string }) => c.name)).toEqual([
      'Bounded 5',
      'Bounded 4',
      'Bounded 1',
      'Bounded 0',
    ]);
    const active = await call('GET', '/campaigns', key, { type: 'active' });
    expect(active.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Bounded 5']);
  });
});
