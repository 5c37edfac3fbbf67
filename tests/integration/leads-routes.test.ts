import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession, profileCsv, type Session, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

/** A draft CSV campaign of these people (leads are added at once, approved). */
async function csvCampaign(
  s: Session,
  people: { id: string; first: string; last?: string; company?: string }[],
) {
  const key = await uploadCsv(s, profileCsv(people));
  const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
    key,
    touchSequence: viewConnectMessage(),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
}

const urn = (publicId: string) => `urn:li:fsd_profile:${publicId}`;

describe('the remaining /leads calls (spec 3 §7)', () => {
  it('PATCH /leads/{entityUrn}: the lead edit form on every campaign of the person; notes only for connections', async () => {
    const s = await newSession();
    const a = await csvCampaign(s, [{ id: 'edit-ada', first: 'Ada', last: 'Byron', company: 'Engines' }]);
    await csvCampaign(s, [{ id: 'edit-ada', first: 'Ada', last: 'Byron', company: 'Engines' }]);

    const edited = await s.call('PATCH', `/leads/${encodeURIComponent(urn('edit-ada'))}`, {
      lastName: 'Lovelace',
      title: 'Analyst',
      company: 'Analytical Engines',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.person).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      currentTitle: 'Analyst',
      currentEmployer: 'Analytical Engines',
    });
    expect(edited.body.campaigns).toHaveLength(2);
    for (const c of edited.body.campaigns) expect(c.person.currentEmployer).toBe('Analytical Engines');
    const page = await s.call('GET', `/leads/campaign/${a.id}`);
    expect(page.body.leads[0].person).toMatchObject({ lastName: 'Lovelace', currentTitle: 'Analyst' });
    // The CRM's search finds the new name.
    expect((await s.call('GET', '/leads?search=Lovelace')).body.leads).toHaveLength(2);

    // Notes: a lead who is not a 1st-degree connection answers the spec's text; nothing is written.
    const refused = await s.call('PATCH', `/leads/${urn('edit-ada')}`, {
      notes: 'Met at the fair',
      company: 'X',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Notes feature is available just for your connections.' },
    });
    expect((await s.call('GET', `/leads/${urn('edit-ada')}`)).body.person.currentEmployer).toBe(
      'Analytical Engines',
    );
    const deps = await domainDeps();
    const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
    await recordConnections(
      deps,
      { teamId: s.teamId, userId: s.userId },
      [{ publicId: 'edit-ada', firstName: 'Ada', lastName: 'Lovelace', connectedAt: 0 }],
      { total: 1 },
    );
    const noted = await s.call('PATCH', `/leads/${urn('edit-ada')}`, { notes: 'Met at the fair' });
    expect(noted.status).toBe(200);
    expect(noted.body.userNetwork).toMatchObject({ degree: 1, notes: 'Met at the fair' });
    expect((await s.call('GET', `/connections?entityUrn=${urn('edit-ada')}`)).body.notes).toBe(
      'Met at the fair',
    );

    // Bad input: nothing to change, oversized fields, unknown and foreign people.
    expect((await s.call('PATCH', `/leads/${urn('edit-ada')}`, {})).status).toBe(400);
    const long = await s.call('PATCH', `/leads/${urn('edit-ada')}`, { notes: 'x'.repeat(10_001) });
    expect(long).toMatchObject({ status: 400, body: { error: 'Bad Request', statusCode: 400 } });
    expect((await s.call('PATCH', `/leads/${urn('edit-ada')}`, { company: 'y'.repeat(256) })).status).toBe(
      400,
    );
    expect((await s.call('PATCH', `/leads/${urn('nobody-here')}`, { company: 'Z' })).status).toBe(404);
    const other = await newSession({ linkedIn: false });
    expect((await other.call('PATCH', `/leads/${urn('edit-ada')}`, { company: 'Taken' })).status).toBe(404);
    expect((await s.call('GET', `/leads/${urn('edit-ada')}`)).body.person.currentEmployer).toBe(
      'Analytical Engines',
    );
  });

  it('DELETE /leads/{entityUrn}/columns/{column} gives an edited column back the value LinkedIn showed', async () => {
    const s = await newSession();
    const a = await csvCampaign(s, [{ id: 'reset-alan', first: 'Alan', last: 'Turing', company: 'NPL' }]);
    await csvCampaign(s, [{ id: 'reset-alan', first: 'Alan', last: 'Turing', company: 'NPL' }]);
    const ref = urn('reset-alan');
    expect((await s.call('GET', `/leads/${ref}`)).body.editedColumns).toEqual([]);

    // Two edits of one column keep the first value (what LinkedIn showed), not the user's own.
    await s.call('PATCH', `/leads/${ref}`, { company: 'Bletchley', lastName: 'T.' });
    const twice = await s.call('PATCH', `/leads/${ref}`, { company: 'Manchester' });
    expect(twice.body.editedColumns).toEqual(['lastName', 'company']);
    expect(twice.body.person).toMatchObject({ currentEmployer: 'Manchester', name: 'Alan T.' });

    const reset = await s.call('DELETE', `/leads/${ref}/columns/company`);
    expect(reset.status).toBe(200);
    expect(reset.body.person.currentEmployer).toBe('NPL');
    expect(reset.body.editedColumns).toEqual(['lastName']);
    for (const c of reset.body.campaigns) expect(c.person.currentEmployer).toBe('NPL');
    const lastName = await s.call('DELETE', `/leads/${ref}/columns/lastName`);
    expect(lastName.body.person).toMatchObject({ lastName: 'Turing', name: 'Alan Turing' });
    expect(lastName.body.editedColumns).toEqual([]);
    expect((await s.call('GET', `/leads/campaign/${a.id}`)).body.leads[0].person.lastName).toBe('Turing');

    // A column never edited (a title LinkedIn never showed) stays as it is; an edit then a reset clears it.
    expect((await s.call('DELETE', `/leads/${ref}/columns/title`)).body.person.currentTitle ?? null).toBe(
      (await s.call('GET', `/leads/${ref}`)).body.person.currentTitle ?? null,
    );
    await s.call('PATCH', `/leads/${ref}`, { title: 'Codebreaker' });
    const cleared = await s.call('DELETE', `/leads/${ref}/columns/title`);
    expect(cleared.body.person.currentTitle ?? null).toBe(null);

    // Bad input and other teams.
    const unknown = await s.call('DELETE', `/leads/${ref}/columns/email`);
    expect(unknown).toMatchObject({ status: 400, body: { statusCode: 400 } });
    expect((await s.call('DELETE', `/leads/${urn('nobody-here')}/columns/company`)).status).toBe(404);
    const other = await newSession();
    expect((await other.call('DELETE', `/leads/${ref}/columns/company`)).status).toBe(404);
  });

  it('PATCH /leads/{id}/tags takes tags off the person and moves the tag counts', async () => {
    const s = await newSession();
    await csvCampaign(s, [
      { id: 'tags-grace', first: 'Grace', last: 'Hopper' },
      { id: 'tags-alan', first: 'Alan', last: 'Turing' },
    ]);
    const hot = (await s.call('POST', '/tags', { tag: 'Hot' })).body.id as number;
    const cold = (await s.call('POST', '/tags', { tag: 'Cold' })).body.id as number;
    await s.call('PUT', `/leads/${urn('tags-grace')}/set-tags`, { tagIds: [hot, cold] });
    await s.call('PUT', `/leads/${urn('tags-alan')}/set-tags`, { tagIds: [hot] });

    const res = await s.call('PATCH', `/leads/${urn('tags-grace')}/tags`, { tagIds: [hot] });
    expect(res).toMatchObject({ status: 200, body: { tags: [{ id: cold, tag: 'Cold' }] } });
    const tags = (await s.call('GET', '/tags')).body.tags as { id: number; leadsCount: number }[];
    expect(tags.find((t) => t.id === hot)?.leadsCount).toBe(1);
    expect(tags.find((t) => t.id === cold)?.leadsCount).toBe(1);
    // Removing a tag the lead does not carry changes nothing.
    const again = await s.call('PATCH', `/leads/${urn('tags-grace')}/tags`, { tagIds: [hot] });
    expect(again.body.tags).toEqual([{ id: cold, tag: 'Cold', color: expect.any(String) }]);

    expect((await s.call('PATCH', `/leads/${urn('tags-grace')}/tags`, { tagIds: [] })).status).toBe(400);
    const unknown = await s.call('PATCH', `/leads/${urn('tags-grace')}/tags`, { tagIds: [987654] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown tag' } });
    expect((await s.call('PATCH', `/leads/${urn('nobody')}/tags`, { tagIds: [hot] })).status).toBe(404);
  });

  it('PATCH /leads/return-to-campaign returns a person to every campaign that ignored them', async () => {
    const s = await newSession();
    const a = await csvCampaign(s, [
      { id: 'ret-ada', first: 'Ada' },
      { id: 'ret-bob', first: 'Bob' },
    ]);
    const b = await csvCampaign(s, [{ id: 'ret-ada', first: 'Ada' }]);
    for (const c of [a, b]) {
      const skipped = await s.call('PATCH', `/leads/campaign/${c.id}/skip`, { entityUrns: [urn('ret-ada')] });
      expect(skipped.body.skipped).toBe(1);
    }
    const other = await newSession({ linkedIn: false });
    expect(
      (await other.call('PATCH', '/leads/return-to-campaign', { entityUrns: [urn('ret-ada')] })).body,
    ).toEqual({ returned: 0, campaigns: 0 });
    expect((await s.call('GET', `/leads/campaign/${a.id}/ignored`)).body.leads).toHaveLength(1);

    const res = await s.call('PATCH', '/leads/return-to-campaign', {
      entityUrns: [urn('ret-ada'), 'ret-bob', urn('nobody')],
    });
    expect(res).toMatchObject({ status: 200, body: { returned: 2, campaigns: 2 } });
    for (const c of [a, b]) {
      expect((await s.call('GET', `/leads/campaign/${c.id}/ignored`)).body.leads).toHaveLength(0);
      const leads = (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads as {
        entityUrn: string;
        status: string;
        isReturnToCampaign: boolean;
      }[];
      expect(leads.find((l) => l.entityUrn === urn('ret-ada'))).toMatchObject({
        status: 'approved',
        isReturnToCampaign: true,
      });
    }
    // Bob was never ignored: unchanged.
    const bob = (await s.call('GET', `/leads/campaign/${a.id}`)).body.leads.find(
      (l: { entityUrn: string }) => l.entityUrn === urn('ret-bob'),
    );
    expect(bob.isReturnToCampaign).toBe(false);
    expect((await s.call('GET', `/campaigns/${a.id}`)).body.ignoredLeadsCount ?? 0).toBe(0);

    expect((await s.call('PATCH', '/leads/return-to-campaign', { entityUrns: [] })).status).toBe(400);
    expect((await s.call('PATCH', '/leads/return-to-campaign', {})).status).toBe(400);
  });

  it('GET /leads/campaign/{id}/all answers every matching lead, unpaged', async () => {
    const s = await newSession();
    const people = Array.from({ length: 25 }, (_, i) => ({
      id: `all-${String(i).padStart(2, '0')}`,
      first: `P${i}`,
    }));
    const c = await csvCampaign(s, people);
    await s.call('PATCH', `/leads/campaign/${c.id}/skip`, { entityUrns: [urn('all-03'), urn('all-07')] });

    const all = await s.call('GET', `/leads/campaign/${c.id}/all`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(25);
    expect(all.body.leads).toHaveLength(25);
    expect(all.body.leads[0]).toMatchObject({ entityUrn: urn('all-00'), name: 'P0 Test', isExcluded: false });
    const ignored = await s.call('GET', `/leads/campaign/${c.id}/all?type=ignored`);
    expect(ignored.body.leads.map((l: { entityUrn: string }) => l.entityUrn).sort()).toEqual([
      urn('all-03'),
      urn('all-07'),
    ]);
    expect((await s.call('GET', `/leads/campaign/${c.id}/all?type=approved`)).body.total).toBe(23);

    expect((await s.call('GET', `/leads/campaign/${c.id}/all?type=nonsense`)).status).toBe(400);
    const other = await newSession({ linkedIn: false });
    expect((await other.call('GET', `/leads/campaign/${c.id}/all`)).status).toBe(404);
  });
});
