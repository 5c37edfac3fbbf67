import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/api.ts';
import {
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

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

describe('tags (spec 3 §7 /tags)', () => {
  it('creates, lists, renames and deletes tags; names are checked and unique', async () => {
    const s = await newSession();
    const hot = await s.call('POST', '/tags', { tag: 'Hot', color: '#FF0000' });
    expect(hot.status).toBe(201);
    expect(hot.body).toMatchObject({ tag: 'Hot', color: '#FF0000', leadsCount: 0, connectionsCount: 0 });
    const cold = await s.call('POST', '/tags', { tag: 'Cold' });
    expect(cold.body.color).toMatch(/^#[0-9A-F]{6}$/);
    expect((await s.call('POST', '/tags', { tag: 'hot' })).status).toBe(400);
    const empty = await s.call('POST', '/tags', { tag: '  ' });
    expect(empty).toMatchObject({ status: 400, body: { error: 'Bad Request', statusCode: 400 } });
    expect(empty.body.message).toContain('Please enter a name');
    const list = await s.call('GET', '/tags?search=co');
    expect(list.body).toMatchObject({ total: 1, tags: [{ tag: 'Cold' }] });
    const renamed = await s.call('PATCH', `/tags/${cold.body.id}`, { tag: 'Warm', color: '#00FF00' });
    expect(renamed.body).toMatchObject({ id: cold.body.id, tag: 'Warm', color: '#00FF00' });
    expect((await s.call('DELETE', `/tags/${cold.body.id}`)).status).toBe(200);
    expect((await s.call('GET', '/tags/all')).body.map((t: { tag: string }) => t.tag)).toEqual(['Hot']);
    const other = await newSession();
    expect((await other.call('PATCH', `/tags/${hot.body.id}`, { tag: 'Mine' })).status).toBe(404);
    expect((await other.call('DELETE', `/tags/${hot.body.id}`)).status).toBe(404);
  });
});

describe('leads across campaigns (spec 3 §2 /contacts/leads)', () => {
  it('lists every lead with search, filters, tags, the blacklist and cursor pages', async () => {
    const s = await newSession();
    const a = await csvCampaign(s, [
      { id: 'ada-crm', first: 'Ada', last: 'Lovelace', company: 'Engines' },
      { id: 'grace-crm', first: 'Grace', last: 'Hopper', company: 'Navy' },
    ]);
    const b = await csvCampaign(s, [{ id: 'alan-crm', first: 'Alan', last: 'Turing', company: 'Bletchley' }]);

    const all = await s.call('GET', '/leads');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.leads).toHaveLength(3);
    const alan = all.body.leads.find((l: any) => l.person.firstName === 'Alan');
    expect(alan).toMatchObject({ campaignId: b.id, campaignName: b.name, tags: [], isExcluded: false });

    const first = await s.call('GET', '/leads?perPage=2');
    expect(first.body.leads).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await s.call('GET', `/leads?perPage=2&cursor=${first.body.nextCursor}`);
    expect(second.body.leads).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.leads, ...second.body.leads].map((l: any) => l.person.firstName).sort();
    expect(seen).toEqual(['Ada', 'Alan', 'Grace']);

    const search = await s.call('GET', '/leads?search=hopper');
    expect(search.body.leads.map((l: any) => l.person.firstName)).toEqual(['Grace']);
    expect(search.body.total).toBeNull();
    const byCampaign = await s.call('GET', `/leads?campaignIds=${a.id}`);
    expect(byCampaign.body.leads).toHaveLength(2);
    const sorted = await s.call('GET', '/leads?sortField=name&sortOrder=ASC');
    expect(sorted.body.leads.map((l: any) => l.person.firstName)).toEqual(['Ada', 'Alan', 'Grace']);

    // Tags: set, create-and-set, add; counts kept on the tag; filter by tag.
    const hot = (await s.call('POST', '/tags', { tag: 'Hot' })).body;
    const set = await s.call('PUT', '/leads/ada-crm/set-tags', { tagIds: [hot.id] });
    expect(set.status).toBe(200);
    expect(set.body.tags).toEqual([{ id: hot.id, tag: 'Hot', color: hot.color }]);
    const created = await s.call('PUT', '/leads/grace-crm/create-set-tag', { tag: 'Navy people' });
    expect(created.body.tag.tag).toBe('Navy people');
    const add = await s.call('POST', '/leads/add-tags', {
      leadIds: ['grace-crm', 'alan-crm'],
      tagIds: [hot.id],
    });
    expect(add.body).toMatchObject({ status: 'success', updated: 2 });
    const tags = (await s.call('GET', '/tags/all')).body;
    expect(tags.find((t: any) => t.id === hot.id).leadsCount).toBe(3);
    expect(tags.find((t: any) => t.tag === 'Navy people').leadsCount).toBe(1);
    const tagged = await s.call('GET', `/leads?tags=${created.body.tag.id}`);
    expect(tagged.body.leads.map((l: any) => l.person.firstName)).toEqual(['Grace']);
    const notHot = await s.call('GET', `/leads?tags.exclude=${hot.id}`);
    expect(notHot.body.leads).toHaveLength(0);
    // Setting fewer tags takes the count back.
    await s.call('PUT', '/leads/ada-crm/set-tags', { tagIds: [] });
    expect((await s.call('GET', '/tags/all')).body.find((t: any) => t.id === hot.id).leadsCount).toBe(2);

    // Unknown tags, oversized input and other teams' ids.
    const unknown = await s.call('PUT', '/leads/ada-crm/set-tags', { tagIds: [999999] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown tag', statusCode: 400 } });
    const other = await newSession();
    expect((await other.call('GET', '/leads/ada-crm')).status).toBe(404);
    const otherTag = (await other.call('POST', '/tags', { tag: 'Theirs' })).body;
    expect((await s.call('PUT', '/leads/ada-crm/set-tags', { tagIds: [otherTag.id + 1000] })).status).toBe(
      400,
    );
    expect((await other.call('PUT', '/leads/ada-crm/set-tags', { tagIds: [otherTag.id] })).status).toBe(404);
    expect((await other.call('GET', '/leads')).body).toMatchObject({ total: 0, leads: [] });

    // Exclude → blacklist, counted.
    const ex = await s.call('POST', '/leads/exclude', {
      entityUrns: ['urn:li:fsd_profile:alan-crm'],
      exclude: true,
    });
    expect(ex.body).toMatchObject({ status: 'success', updated: 1 });
    const black = await s.call('GET', '/leads?isExcluded=true');
    expect(black.body).toMatchObject({ total: 1 });
    expect(black.body.leads.map((l: any) => l.person.firstName)).toEqual(['Alan']);
    expect((await s.call('GET', '/leads?isExcluded=false')).body.total).toBe(2);
    await s.call('POST', '/leads/exclude', { leadIds: ['alan-crm'], exclude: true });
    expect((await s.call('GET', '/leads?isExcluded=true')).body.total).toBe(1);
    const info = await s.call('GET', '/leads/alan-crm');
    expect(info.body).toMatchObject({ userNetwork: { isExcluded: true }, person: { firstName: 'Alan' } });
    expect(info.body.campaigns).toHaveLength(1);
    const campaignLeads = await s.call('GET', `/leads/campaign/${b.id}`);
    expect(campaignLeads.body.leads[0].isExcluded).toBe(true);

    // POST /leads takes the filters in the body; the CSV export arrives by mail as an attachment.
    expect((await s.call('POST', '/leads', { search: 'grace' })).body.leads).toHaveLength(1);
    const to = `leads-${s.userId}@example.com`;
    const exp = await s.call('POST', '/leads/csv', {
      receiverEmail: to,
      entityUrns: ['ada-crm', 'grace-crm'],
    });
    expect(exp.body).toMatchObject({ status: 'success', rows: 2 });
    const mail = await waitFor(async () => (await mailsTo(to))[0], 10_000, 'the leads export');
    const csv = Buffer.from(mail.attachments[0]!.content, 'base64').toString('utf8');
    const table = parse(csv, { columns: true }) as Record<string, string>[];
    expect(table.map((r) => r['First name']).sort()).toEqual(['Ada', 'Grace']);
    expect(table.find((r) => r['First name'] === 'Grace')).toMatchObject({
      Campaign: a.name,
      Tags: 'Hot; Navy people',
    });

    // One campaign's leads (spec 3 §7 POST /leads/campaign/{id}/csv): all of them, or those named.
    const campaignTo = `campaign-leads-${s.userId}@example.com`;
    const whole = await s.call('POST', `/leads/campaign/${a.id}/csv`, { receiverEmail: campaignTo });
    const aLeads = (await s.call('GET', `/leads/campaign/${a.id}`)).body.total as number;
    expect(whole.body).toMatchObject({ status: 'success', rows: aLeads });
    const campaignMail = await waitFor(
      async () => (await mailsTo(campaignTo))[0],
      10_000,
      'the campaign export',
    );
    const campaignCsv = parse(Buffer.from(campaignMail.attachments[0]!.content, 'base64').toString('utf8'), {
      columns: true,
    }) as Record<string, string>[];
    expect(campaignCsv).toHaveLength(aLeads);
    expect(new Set(campaignCsv.map((r) => r.Campaign))).toEqual(new Set([a.name]));
    const named = await s.call('POST', `/leads/campaign/${a.id}/csv`, {
      receiverEmail: campaignTo,
      entityUrns: ['urn:li:fsd_profile:grace-crm'],
    });
    expect(named.body.rows).toBe(1);
    expect(
      (await other.call('POST', `/leads/campaign/${a.id}/csv`, { receiverEmail: campaignTo })).status,
    ).toBe(404);
    expect(
      (await s.call('POST', `/leads/campaign/${a.id}/csv`, { receiverEmail: 'not-an-email' })).status,
    ).toBe(400);
  });

  it('keeps custom data per campaign and lists the lead history', async () => {
    const s = await newSession();
    const c = await csvCampaign(s, [{ id: 'katherine-crm', first: 'Katherine' }]);
    const put = await s.call('PATCH', `/leads/katherine-crm/campaign/${c.id}/custom-data`, {
      customData: { favourite: 'orbits' },
    });
    expect(put.status).toBe(200);
    expect(put.body.customData).toEqual({ favourite: 'orbits' });
    const info = await s.call('GET', '/leads/katherine-crm');
    expect(info.body.lead.customData).toEqual({ favourite: 'orbits' });
    await s.call('DELETE', `/leads/katherine-crm/campaign/${c.id}/custom-data`);
    expect((await s.call('GET', '/leads/katherine-crm')).body.lead.customData).toBeNull();
    expect(
      (await s.call('PATCH', `/leads/katherine-crm/campaign/nope/custom-data`, { customData: {} })).status,
    ).toBe(404);
    const actions = await s.call('GET', `/leads/katherine-crm/campaign/${c.id}/actions`);
    expect(actions.body.actions.map((a: any) => a.description)).toEqual(['lead found']);
    const replied = await s.call('GET', '/leads/replied');
    expect(replied.body).toMatchObject({ total: 0, leads: [] });
  });
});
