import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

const MIN = 60_000;
const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });

async function csvCampaign(s: Session, people: { id: string; first: string }[], name: string) {
  const key = await uploadCsv(s, profileCsv(people));
  const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
    key,
    name,
    touchSequence: viewConnectMessage(),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
}

describe('campaign pickers and the activity export (spec 3 §7, issue #8)', () => {
  it('searches a campaign’s ignored leads by name, and only its own', async () => {
    const s = await newSession();
    const c = await csvCampaign(
      s,
      [
        { id: 'sl-ada', first: 'Ada' },
        { id: 'sl-adam', first: 'Adam' },
        { id: 'sl-grace', first: 'Grace' },
      ],
      'Ignored picker',
    );
    expect((await s.call('GET', `/campaigns/${c.id}/search-list/ignored`)).body).toEqual([]);
    const leads = (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads as {
      entityUrn: string;
      person: { firstName: string };
    }[];
    const urn = (first: string) => leads.find((l) => l.person.firstName === first)!.entityUrn;
    await s.call('PATCH', `/leads/campaign/${c.id}/skip`, { entityUrns: [urn('Ada'), urn('Grace')] });

    const all = (await s.call('GET', `/campaigns/${c.id}/search-list/ignored`)).body as {
      entityUrn: string;
      name: string;
    }[];
    expect(all.map((l) => l.entityUrn).sort()).toEqual([urn('Ada'), urn('Grace')].sort());
    // Adam is not ignored: "ad" finds Ada only.
    const ad = (await s.call('GET', `/campaigns/${c.id}/search-list/ignored?filter=AD`)).body;
    expect(ad).toEqual([{ entityUrn: urn('Ada'), name: expect.stringContaining('Ada') }]);

    expect(
      (await s.call('GET', `/campaigns/${c.id}/search-list/ignored?filter=${'x'.repeat(256)}`)).status,
    ).toBe(400);
    expect((await s.call('GET', '/campaigns/nope/search-list/ignored')).status).toBe(404);
    const other = await newSession({ linkedIn: false });
    expect((await other.call('GET', `/campaigns/${c.id}/search-list/ignored`)).status).toBe(404);
  });

  it('offers LinkedIn-network campaigns to the connections filter, not email ones', async () => {
    const s = await newSession();
    const li = await csvCampaign(s, [{ id: 'sc-ada', first: 'Ada' }], 'Network picker');
    const key = await uploadCsv(s, 'email\nada@acme.test\n', 'contacts.csv');
    const mail = await s.call('POST', '/campaigns/email/audience/csv', { key, name: 'Network mail' });
    expect(mail.status).toBe(201);

    const named = (await s.call('GET', '/campaigns/search-list?filter=network')).body as { id: string }[];
    expect(named.map((c) => c.id).sort()).toEqual([li.id, mail.body.id].sort());
    const picker = (await s.call('GET', '/campaigns/search-list/connections?filter=NETWORK')).body;
    expect(picker).toEqual([
      {
        id: li.id,
        name: 'Network picker',
        category: 'linkedin',
        campaignType: 'csv upload',
        status: 'draft',
      },
    ]);
    expect((await s.call('GET', '/campaigns/search-list/connections?filter=zzz')).body).toEqual([]);
    expect((await s.call('GET', '/campaigns/search-list/connections?category=nope')).status).toBe(400);
    const other = await newSession({ linkedIn: false });
    expect((await other.call('GET', '/campaigns/search-list/connections')).body).toEqual([]);
  });

  it('mails a campaign’s activity as CSV, narrowed by filters', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const c = await csvCampaign(s, [{ id: 'ax-ada', first: 'Ada' }], 'Activity export');
    await s.call('POST', `/campaigns/${c.id}/publish`);
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'view-profile', () => ({ result: 'viewed' }));
    const actions = (await s.call('GET', `/campaigns/${c.id}/actions`)).body.actions as {
      description: string;
      label: string;
      createdAt: string;
    }[];
    const viewed = actions.find((a) => a.description === 'profile viewed')!;
    expect(viewed).toBeDefined();

    const to = `activity-${s.userId}@example.com`;
    const bad = await s.call('POST', `/campaigns/${c.id}/activity/csv`, { email: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { message: ['Please enter a valid email'] } });
    expect(
      (await s.call('POST', `/campaigns/${c.id}/activity/csv`, { email: to, filters: ['Nope'] })).status,
    ).toBe(400);
    expect((await s.call('POST', '/campaigns/nope/activity/csv', { email: to })).status).toBe(404);

    const exp = await s.call('POST', `/campaigns/${c.id}/activity/csv`, {
      email: to,
      offset: -60,
      filters: ['Viewed'],
    });
    expect(exp.body).toEqual({ status: 'success', rows: 1 });
    const got = await waitFor(async () => (await mailsTo(to))[0], 10_000, 'the activity export mail');
    expect(got.subject).toBe('Your activity export: Activity export');
    const file = got.attachments.find((a) => a.filename === 'activity.csv');
    expect(file?.contentType).toBe('text/csv');
    const table = parse(Buffer.from(file!.content, 'base64').toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(table).toEqual([
      expect.objectContaining({
        'Last action': viewed.label,
        Step: '1',
        Time: new Date(Date.parse(viewed.createdAt) + 60 * MIN).toISOString().slice(0, 16).replace('T', ' '),
        'LinkedIn URL': 'https://www.linkedin.com/in/ax-ada/',
      }),
    ]);
    expect(table[0].Name).toContain('Ada');

    // Unfiltered, every activity of the campaign is in the file.
    const everything = await s.call('POST', `/campaigns/${c.id}/activity/csv`, { email: to });
    expect(everything.body.rows).toBe(actions.length);
  });
});
