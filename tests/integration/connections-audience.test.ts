import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// POST /campaigns/{id}/audience/connections (spec 3 §7, issue #8): the sender's own connections,
// named by entity URN, become leads once each; excluded people and strangers are counted, not added.
const urn = (publicId: string) => `urn:li:fsd_profile:${publicId}`;
const connection = (publicId: string, connectedAt: number) => ({
  publicId,
  firstName: publicId.split('-')[0],
  lastName: 'Connection',
  headline: 'Engineer at Acme',
  title: 'Engineer',
  company: 'Acme',
  connectedAt,
});

describe('connections as a campaign audience', () => {
  it('adds the sender’s named connections once each, skipping excluded ones and strangers; bad input answers 400 and writes nothing', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
    const now = deps.clock.now();
    await recordConnections(
      deps,
      { teamId: s.teamId, userId: s.userId },
      ['ada-conn', 'alan-conn', 'eve-conn'].map((p, i) => connection(p, now - i * 1000)),
      { total: 3 },
    );
    expect(
      (await s.call('PATCH', `/connections/${encodeURIComponent(urn('eve-conn'))}`, { isExcluded: true }))
        .status,
    ).toBe(200);
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin connections',
      touchSequence: {
        sequence: [{ type: 'LI Message', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hi' }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    // A draft takes no leads yet.
    const early = await s.call('POST', `/campaigns/${id}/audience/connections`, {
      entityUrns: [urn('ada-conn')],
    });
    expect(early).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request' } });
    expect(early.body.message).toBe('Leads can be added to active campaigns only');
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);

    for (const body of [{}, { entityUrns: [] }, { entityUrns: [''] }, { entityUrns: 'ada-conn' }]) {
      const res = await s.call('POST', `/campaigns/${id}/audience/connections`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await s.call('GET', `/campaigns/${id}`)).body.leadsCount ?? 0).toBe(0);

    const res = await s.call('POST', `/campaigns/${id}/audience/connections`, {
      entityUrns: [urn('ada-conn'), 'alan-conn', urn('ada-conn'), urn('eve-conn'), urn('nobody-here')],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, leadsCount: 2 });
    expect(res.body.connections).toEqual({ added: 2, duplicate: 0, excluded: 1, notFound: 1 });
    const again = await s.call('POST', `/campaigns/${id}/audience/connections`, {
      entityUrns: [urn('alan-conn')],
    });
    expect(again.body.connections).toEqual({ added: 0, duplicate: 1, excluded: 0, notFound: 0 });
    const leads = await s.call('GET', `/leads/campaign/${id}?page=1&perPage=25`);
    expect(leads.body.total).toBe(2);
    expect(leads.body.leads.map((l: { person: { key: string } }) => l.person.key).sort()).toEqual([
      'ada-conn',
      'alan-conn',
    ]);

    // Another team's caller sees neither the campaign nor these connections.
    const other = await newSession();
    const foreign = await other.call('POST', `/campaigns/${id}/audience/connections`, {
      entityUrns: [urn('ada-conn')],
    });
    expect(foreign.status).toBe(404);
  });

  it('PATCH adds connections too; the Sales Explorer’s people (the lead finder) are added by POST or PATCH of theirs', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
    await recordConnections(
      deps,
      { teamId: s.teamId, userId: s.userId },
      [connection('grace-conn', deps.clock.now())],
      {
        total: 1,
      },
    );
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin connections',
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    const id = created.body.id as string;
    const early = await s.call('POST', `/campaigns/${id}/audience/sales-explorer-connections`, {
      entityUrns: ['anyone'],
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Leads can be added to active campaigns only');
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);

    const patched = await s.call('PATCH', `/campaigns/${id}/audience/connections`, {
      entityUrns: [urn('grace-conn')],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.connections).toEqual({ added: 1, duplicate: 0, excluded: 0, notFound: 0 });

    // Two people of the Sales Explorer's directory, as its search lists them.
    const found = (await s.call('GET', '/lead-finder/people?perPage=25')).body.people as {
      publicId: string;
    }[];
    const [a, b] = found;
    const byPost = await s.call('POST', `/campaigns/${id}/audience/sales-explorer-connections`, {
      entityUrns: [a!.publicId, urn(b!.publicId)],
    });
    expect(byPost.status).toBe(200);
    expect(byPost.body).toMatchObject({ id, leadsCount: 3 });
    expect(byPost.body.connections).toEqual({ added: 2, duplicate: 0, excluded: 0, notFound: 0 });
    const byPatch = await s.call('PATCH', `/campaigns/${id}/audience/sales-explorer-connections`, {
      entityUrns: [b!.publicId],
    });
    expect(byPatch.body.connections).toEqual({ added: 0, duplicate: 1, excluded: 0, notFound: 0 });
    // Somebody the directory does not know is refused whole: nothing is added.
    const unknown = await s.call('POST', `/campaigns/${id}/audience/sales-explorer-connections`, {
      entityUrns: [found[2]!.publicId, 'zz-nobody-in-the-directory'],
    });
    expect(unknown.status).toBe(400);
    expect((await s.call('GET', `/campaigns/${id}`)).body.leadsCount).toBe(3);
    const other = await newSession();
    expect(
      (
        await other.call('PATCH', `/campaigns/${id}/audience/sales-explorer-connections`, {
          entityUrns: [a!.publicId],
        })
      ).status,
    ).toBe(404);
  });
});
