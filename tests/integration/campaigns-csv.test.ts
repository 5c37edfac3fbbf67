import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSession, profileCsv, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../functions/src/domain/leads/fixtures', name), 'utf8');

describe('CSV uploads of real files (issue #8)', () => {
  it("creates a campaign from LinkedIn's connections export with a per-row report and its columns as placeholders", async () => {
    const s = await newSession();
    const key = await uploadCsv(s, fixture('linkedin-connections.csv'), 'Connections.csv');
    const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      touchSequence: viewConnectMessage({ text: 'Hi {{first_name}}, how is {{company}}? ({{connectedon}})' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.csv).toMatchObject({ added: 2, duplicate: 1, invalid: 1 });
    expect(res.body.csv.rows.map((r: { status: string }) => r.status)).toEqual([
      'added',
      'added',
      'duplicate',
      'invalid',
    ]);
    expect(res.body.csvColumns).toContain('connectedon');
    const leads = (await s.call('GET', `/leads/campaign/${res.body.id}`)).body.leads;
    expect(leads.find((l: any) => l.person.firstName === 'Grace')).toMatchObject({
      person: { lastName: 'Hopper', currentEmployer: 'US Navy', currentTitle: 'Rear Admiral' },
      csvColumns: { csv_emailaddress: 'grace@navy.example' },
    });
  });

  it('adds an Excel file to an active CSV campaign: new people added, people already in it reported as duplicates', async () => {
    const s = await newSession();
    const first = await uploadCsv(s, profileCsv([{ id: 'zoe-orsted', first: 'Zoë' }]));
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key: first,
        touchSequence: viewConnectMessage(),
      })
    ).body;
    const key = await uploadCsv(s, fixture('excel-semicolon.csv'), 'excel.csv');
    const draft = await s.call('PATCH', `/campaigns/${c.id}/linked-in/audience/csv`, { key });
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe('Leads can be added to active campaigns only');
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);

    const res = await s.call('PATCH', `/campaigns/${c.id}/linked-in/audience/csv`, { key });
    expect(res.status).toBe(200);
    expect(res.body.csv).toMatchObject({ added: 2, duplicate: 1, invalid: 1 });
    expect(res.body.csv.rows[1]).toMatchObject({ status: 'duplicate', reason: 'Already in this campaign' });
    expect(res.body.csv.rows[3]).toMatchObject({ status: 'invalid', reason: 'Not a LinkedIn profile URL' });
    expect(res.body.leadsCount).toBe(3);
    expect(res.body.csvColumns).toEqual(expect.arrayContaining(['vorname', 'firma', 'notiz']));
    const leads = (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads;
    expect(leads.map((l: any) => l.person.firstName).sort()).toEqual(['Jürgen', 'Zoë', '李'].sort());

    const search = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=x',
      })
    ).body;
    const notCsv = await s.call('PATCH', `/campaigns/${search.id}/linked-in/audience/csv`, { key });
    expect(notCsv.body.message).toBe('Only CSV upload campaigns take more leads from a file');
  });
});
