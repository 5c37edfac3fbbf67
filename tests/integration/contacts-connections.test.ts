import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

const DAY = 86_400_000;

function person(i: number, at: number) {
  const companies = ['Lumen', 'Acme', 'Globex'];
  return {
    publicId: `conn-${i}`,
    memberUrn: `ACoAA${String(i).padStart(34, '0')}`,
    firstName: `First${i}`,
    lastName: i % 2 ? 'Odd' : 'Even',
    headline: `Manager at ${companies[i % 3]}`,
    title: i % 2 ? 'Engineering Manager' : 'Sales Director',
    company: companies[i % 3],
    location: i % 2 ? 'Paris, France' : 'Berlin, Germany',
    industry: 'Software',
    connectedAt: at - i * DAY,
  };
}

describe('connections (spec 3 §5, §7)', () => {
  it('a sync needs a signed-in LinkedIn account', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call('POST', '/connections/sync');
    expect(res).toMatchObject({ status: 400, body: { message: 'Your LinkedIn contacts are not synced' } });
    expect((await s.call('GET', '/connections/sync')).body).toMatchObject({
      status: 'never',
      connections: 0,
    });
  });

  it('first sync is full with progress, later ones incremental; the list filters, sorts, pages, tags, notes and excludes', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const deps = await domainDeps();
    const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
    const now = deps.clock.now();

    const started = await s.call('POST', '/connections/sync');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'running', mode: 'full', synced: 0 });
    // A second request while it runs starts nothing new.
    expect((await s.call('POST', '/connections/sync')).body.status).toBe('running');

    // The bot records pages as it reads them: progress shows before the action is done.
    const people = Array.from({ length: 7 }, (_, i) => person(i, now));
    await recordConnections(deps, acc, people.slice(0, 3), { total: 7 });
    expect((await s.call('GET', '/connections/sync')).body).toMatchObject({
      status: 'running',
      synced: 3,
      total: 7,
    });
    await recordConnections(deps, acc, people.slice(3), { total: 7 });
    // A page read twice (a retried action) counts nobody twice.
    await recordConnections(deps, acc, people.slice(3), { total: 7 });
    const full = await completeNext(acc, 'sync-connections', () => ({ synced: 7, total: 7 }));
    expect(full.payload).toEqual({ sinceMs: 0, full: true });
    const done = (await s.call('GET', '/connections/sync')).body;
    expect(done).toMatchObject({ status: 'done', connections: 7 });
    expect(done.lastFullSyncAt).toBeTruthy();

    // Later syncs read only what is new (with a day's overlap).
    expect((await s.call('POST', '/connections/sync')).body).toMatchObject({
      status: 'running',
      mode: 'incremental',
    });
    const inc = await completeNext(acc, 'sync-connections', () => ({ synced: 0, total: 7 }));
    expect(inc.payload.full).toBe(false);
    expect(inc.payload.sinceMs).toBe(now - DAY);

    // The list: newest connection first, 20 a page by default, counts kept.
    const list = await s.call('GET', '/connections');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(7);
    expect(list.body.connections.map((c: any) => c.person.firstName)).toEqual(people.map((p) => p.firstName));
    const first = list.body.connections[0];
    expect(first).toMatchObject({
      entityUrn: 'urn:li:fsd_profile:conn-0',
      company: 'Lumen',
      title: 'Sales Director',
      geography: 'Berlin, Germany',
      tags: [],
      notes: null,
      isExcluded: false,
    });
    const p1 = await s.call('GET', '/connections?perPage=4');
    const p2 = await s.call('GET', `/connections?perPage=4&cursor=${p1.body.nextCursor}`);
    expect([...p1.body.connections, ...p2.body.connections]).toHaveLength(7);
    expect(p2.body.nextCursor).toBeNull();
    expect((await s.call('GET', '/connections?search=odd')).body.connections).toHaveLength(3);
    expect((await s.call('GET', '/connections?countries=France')).body.connections).toHaveLength(3);
    expect((await s.call('GET', '/connections?companyName.exclude=lumen')).body.connections).toHaveLength(4);
    const byName = await s.call('GET', '/connections?sortField=name&sortOrder=ASC&perPage=2');
    expect(byName.body.connections.map((c: any) => c.person.firstName)).toEqual(['First0', 'First1']);
    const posted = await s.call('POST', '/connections', { search: 'even', perPage: 2 });
    expect(posted.body.connections).toHaveLength(2);
    const one = await s.call('GET', '/connections?entityUrn=urn:li:fsd_profile:conn-3');
    expect(one.body.person.firstName).toBe('First3');

    // Tags (counted on the tag), notes, exclusion (blacklist, counted).
    const tag = (await s.call('POST', '/tags', { tag: 'Partners' })).body;
    const tagged = await s.call('PATCH', '/connections/urn:li:fsd_profile:conn-1', { tagIds: [tag.id] });
    expect(tagged.body.tags).toEqual([{ id: tag.id, tag: 'Partners', color: tag.color }]);
    await s.call('PATCH', '/connections/conn-2', { tagIds: [tag.id] });
    expect((await s.call('GET', '/tags/all')).body[0].connectionsCount).toBe(2);
    const byTag = await s.call('GET', `/connections/tagged?tagIds=${tag.id}`);
    expect(byTag.body.connections.map((c: any) => c.person.key).sort()).toEqual(['conn-1', 'conn-2']);
    expect((await s.call('PATCH', '/connections/conn-1', { tagIds: [999999] })).status).toBe(400);
    const notes = await s.call('PATCH', '/connections/conn-1/notes', { notes: 'Met at the fair' });
    expect(notes.body.notes).toBe('Met at the fair');
    const long = await s.call('PATCH', '/connections/conn-1/notes', { notes: 'x'.repeat(10_001) });
    expect(long).toMatchObject({ status: 400, body: { error: 'Bad Request', statusCode: 400 } });
    await s.call('PATCH', '/connections/conn-4', { isExcluded: true });
    const black = await s.call('GET', '/connections?isExcluded=true');
    expect(black.body).toMatchObject({ total: 1 });
    expect(black.body.connections[0].person.key).toBe('conn-4');
    expect((await s.call('GET', '/connections?isExcluded=false')).body.total).toBe(6);
    expect((await s.call('GET', '/connections/conn-4/actions')).body).toMatchObject({ actions: [] });

    // CSV export by mail: a real CSV attachment in the SES stand-in's store.
    const to = `export-${s.userId}@example.com`;
    const bad = await s.call('POST', '/connections/csv', { receiverEmail: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { message: ['Please enter a valid email'] } });
    const exp = await s.call('POST', '/connections/csv', { receiverEmail: to });
    expect(exp.body).toMatchObject({ status: 'success', rows: 7 });
    const mail = await waitFor(async () => (await mailsTo(to))[0], 10_000, 'the export mail');
    expect(mail.subject).toBe('Your connections export');
    const file = mail.attachments.find((a) => a.filename === 'connections.csv');
    expect(file?.contentType).toBe('text/csv');
    const table = parse(Buffer.from(file!.content, 'base64').toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(table).toHaveLength(7);
    expect(table.find((r) => r.Name === 'First1 Odd')).toMatchObject({
      Tags: 'Partners',
      Notes: 'Met at the fair',
      Company: 'Acme',
    });
    await s.call('POST', '/connections/csv', { receiverEmail: to, blacklist: true });
    const blackMail = await waitFor(
      async () => (await mailsTo(to)).find((m) => m !== mail && m.text.includes(' 1 connections')),
      10_000,
      'the blacklist export',
    );
    expect(blackMail.attachments[0]!.filename).toBe('connections.csv');

    // Another team sees none of it.
    const other = await newSession();
    expect((await other.call('GET', '/connections')).body).toMatchObject({ total: 0, connections: [] });
    expect((await other.call('PATCH', '/connections/conn-1/notes', { notes: 'mine' })).status).toBe(404);
    expect((await other.call('GET', '/connections?entityUrn=conn-1')).status).toBe(404);
  });
});
