import { leadFinderMessages } from '@outreach/shared/schemas/lead-finder';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

const TOOLTIP = "You're seeing a limited set. Upgrade your subscription plan for full access.";

async function setPlan(s: Session, plan: string) {
  const deps = await domainDeps();
  await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan }).go();
}

type Person = { publicId: string; name: string; title: string; company: string; location: string };

describe('lead finder', () => {
  it('searches the sandbox population with filters, within the plan caps and search limits', async () => {
    const s = await newSession({ linkedIn: false });
    await setPlan(s, 'trial');
    const info = (await s.call('GET', '/lead-finder')).body;
    expect(info).toMatchObject({
      plan: 'trial',
      resultsCap: 50,
      searchLimit: 50,
      limited: true,
      waitlist: 'none',
    });
    expect(info.perPageOptions.filter((o: { disabled: boolean }) => o.disabled)).toEqual([
      { value: 100, disabled: true, tooltip: TOOLTIP },
      { value: 250, disabled: true, tooltip: TOOLTIP },
      { value: 500, disabled: true, tooltip: TOOLTIP },
    ]);

    // Trial: 50 results reachable at most, 50 per page at most.
    const all = await s.call('GET', '/lead-finder/people?perPage=25');
    expect(all).toMatchObject({ status: 200, body: { page: 1, perPage: 25, total: 50, limited: true } });
    expect(all.body.people).toHaveLength(25);
    const second = await s.call('GET', '/lead-finder/people?perPage=25&page=2');
    expect(second.body.people).toHaveLength(25);
    expect(await s.call('GET', '/lead-finder/people?perPage=25&page=3')).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: TOOLTIP },
    });
    expect(await s.call('GET', '/lead-finder/people?perPage=100')).toMatchObject({
      status: 403,
      body: { message: TOOLTIP },
    });

    // Filters: every result matches each of them.
    const sample: Person = all.body.people[0];
    const word = sample.title.split(' ')[0];
    const city = sample.location.split(',')[0];
    const filtered = await s.call(
      'GET',
      `/lead-finder/people?${new URLSearchParams({ title: word, location: city, perPage: '50' })}`,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.people.length).toBeGreaterThan(0);
    for (const p of filtered.body.people as Person[]) {
      expect(p.title.toLowerCase()).toContain(word.toLowerCase());
      expect(p.location.toLowerCase()).toContain(city.toLowerCase());
    }
    const byCompany = await s.call(
      'GET',
      `/lead-finder/people?company=${encodeURIComponent(sample.company)}`,
    );
    for (const p of byCompany.body.people as Person[]) expect(p.company).toBe(sample.company);
    const none = await s.call('GET', '/lead-finder/people?keywords=zzqxnobodyzz');
    expect(none.body).toMatchObject({ people: [], total: 0, limited: false });

    // Pro: 100 per page, 5000 reachable (the whole population).
    await setPlan(s, 'pro');
    const pro = await s.call('GET', '/lead-finder/people?perPage=100&page=3');
    expect(pro.status).toBe(200);
    expect(pro.body.people).toHaveLength(100);
    expect(pro.body.limited).toBe(false);
    expect(pro.body.total).toBeGreaterThan(300);
    expect((await s.call('GET', '/lead-finder/people?perPage=250')).status).toBe(403);
  });

  it('answers bad input with 4xx', async () => {
    const s = await newSession({ linkedIn: false });
    expect(await s.call('GET', '/lead-finder/people?perPage=33')).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: [leadFinderMessages.perPage] },
    });
    expect((await s.call('GET', '/lead-finder/people?page=0')).status).toBe(400);
    expect((await s.call('GET', `/lead-finder/people?keywords=${'x'.repeat(201)}`)).status).toBe(400);
    expect(await s.call('POST', '/lead-finder/campaigns', { publicIds: [] })).toMatchObject({
      status: 400,
      body: { message: [leadFinderMessages.noPeople] },
    });
    expect(await s.call('POST', '/lead-finder/campaigns', { publicIds: ['nobody-at-all'] })).toMatchObject({
      status: 400,
      body: { message: leadFinderMessages.unknownPeople },
    });
    // Nothing was written by the refused calls.
    expect((await s.call('GET', '/campaigns?category=linkedin')).body.total).toBe(0);
    expect((await s.call('POST', '/lead-finder/campaigns/nope/leads', { publicIds: ['x'] })).status).toBe(
      404,
    );
  });

  it('makes the selection a new campaign, then adds more to it without duplicates', async () => {
    const s = await newSession();
    const people: Person[] = (await s.call('GET', '/lead-finder/people?perPage=10')).body.people;
    const first = people.slice(0, 3).map((p) => p.publicId);
    const created = await s.call('POST', '/lead-finder/campaigns', {
      name: 'Finder picks',
      publicIds: first,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Finder picks', category: 'linkedin', added: 3, duplicates: 0 },
    });
    const id = created.body.campaignId;
    const campaign = (await s.call('GET', `/campaigns/${id}`)).body;
    expect(campaign).toMatchObject({ campaignType: 'lead finder', status: 'draft' });
    const leads = (await s.call('GET', `/leads/campaign/${id}`)).body;
    const names = JSON.stringify(leads);
    for (const p of people.slice(0, 3)) expect(names).toContain(p.name);

    const more = await s.call('POST', `/lead-finder/campaigns/${id}/leads`, {
      publicIds: people.slice(2, 5).map((p) => p.publicId),
    });
    expect(more).toMatchObject({ status: 200, body: { campaignId: id, added: 2, duplicates: 1 } });
  });

  it('shows enterprise, agency and teams users the waitlist, then the completed waitlist', async () => {
    const s = await newSession({ linkedIn: false });
    await setPlan(s, 'enterprise');
    const info = (await s.call('GET', '/lead-finder')).body;
    expect(info).toMatchObject({ resultsCap: 500, searchLimit: 10000, limited: false, waitlist: 'open' });
    expect(info.perPageOptions.every((o: { disabled: boolean }) => !o.disabled)).toBe(true);
    const applied = await s.call('POST', '/users/apply-se-waitlist');
    expect(applied).toMatchObject({ status: 200, body: { applied: true } });
    const again = await s.call('POST', '/users/apply-se-waitlist');
    expect(again.body.appliedAt).toBe(applied.body.appliedAt);
    expect((await s.call('GET', '/lead-finder')).body.waitlist).toBe('applied');
  });
});
