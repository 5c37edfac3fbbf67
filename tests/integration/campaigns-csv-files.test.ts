import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSession, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

// Real-looking exports, uploaded byte for byte as the user's browser would.
const bytes = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/csv', name)));

const noUrl = 'No LinkedIn profile URL in this row';
const notProfile = 'Not a LinkedIn profile URL';
const salesOnly = 'A Sales Navigator lead URL without a LinkedIn profile URL';
const inFile = 'Already earlier in this file';

interface Case {
  file: string;
  rows: [string, string?][];
  columns: string[];
  /** One lead as GET /leads/campaign/{id} shows it. */
  lead: { publicId: string; person: Record<string, string>; csvColumns?: Record<string, string> };
}

const cases: Case[] = [
  {
    file: 'Connections.csv',
    rows: [['added'], ['added'], ['added'], ['added'], ['added'], ['added'], ['duplicate', inFile]],
    columns: ['firstname', 'lastname', 'emailaddress', 'company', 'position', 'connectedon'],
    lead: {
      publicId: 'zoe-orsted',
      person: { firstName: 'Zoë', lastName: 'Ørsted', currentEmployer: 'Ørsted, Wind & Sea A/S' },
      csvColumns: { csv_position: 'Head of "Offshore" Sales', csv_connectedon: '02 Oct 2026' },
    },
  },
  {
    file: 'hubspot-export.csv',
    rows: [
      ['invalid', noUrl],
      ['added'],
      ['added'],
      ['added'],
      ['duplicate', inFile],
      ['invalid', notProfile],
      ['invalid', notProfile],
    ],
    columns: [
      'recordid',
      'firstname',
      'lastname',
      'email',
      'companyname',
      'jobtitle',
      'lifecyclestage',
      'notes',
    ],
    lead: {
      publicId: 'dorothy-vaughan',
      person: { firstName: 'Dorothy', currentTitle: 'Supervisor' },
      csvColumns: { csv_notes: 'First line\nsecond line' },
    },
  },
  {
    file: 'apollo-export.csv',
    rows: [['added'], ['added'], ['added']],
    columns: [
      'firstname',
      'lastname',
      'title',
      'company',
      'email',
      'emailstatus',
      'website',
      'companylinkedinurl',
      'city',
      'country',
    ],
    lead: { publicId: 'grace-hopper', person: { currentEmployer: 'US Navy', currentTitle: 'Rear Admiral' } },
  },
  {
    file: 'salesforce-export.csv',
    rows: [['added'], ['added'], ['duplicate', inFile]],
    columns: ['id', 'firstname', 'lastname', 'title', 'accountname', 'email'],
    lead: { publicId: 'ada-lovelace-1815', person: { currentEmployer: 'Analytical Engines Ltd' } },
  },
  {
    file: 'sales-navigator-export.csv',
    rows: [['added'], ['added'], ['invalid', salesOnly]],
    columns: [
      'fullname',
      'firstname',
      'lastname',
      'title',
      'company',
      'location',
      'salesnavigatorurl',
      'connectiondegree',
    ],
    lead: { publicId: 'margaret-hamilton', person: { firstName: 'Margaret', lastName: 'Hamilton' } },
  },
  {
    file: 'excel-semicolon-bom-crlf.csv',
    rows: [['added'], ['added'], ['added'], ['duplicate', inFile], ['invalid', notProfile]],
    columns: ['vorname', 'nachname', 'firma', 'notiz'],
    lead: {
      publicId: 'jürgen-müller-42',
      person: { firstName: 'Jürgen', currentEmployer: 'Müller; Söhne GmbH' },
      csvColumns: { csv_notiz: 'Sagte "Hallo",\r\ndann ging er' },
    },
  },
  {
    file: 'excel-unicode-text.txt',
    rows: [['added'], ['added']],
    columns: ['vorname', 'nachname', 'firma'],
    lead: {
      publicId: '王明',
      person: { firstName: '明', lastName: '王' },
      csvColumns: { csv_firma: '阿里巴巴' },
    },
  },
  {
    file: 'excel-windows-1252.csv',
    rows: [['added']],
    columns: ['vorname', 'nachname', 'firma'],
    lead: { publicId: 'juergen-mueller', person: { firstName: 'Jürgen', currentEmployer: 'Müller & Söhne' } },
  },
  {
    // Cyrillic headers (issue #7): a Bitrix24 export with its title lines and blank `;;;` rows.
    file: 'bitrix24-contacts-ru.csv',
    rows: [['added'], ['added'], ['invalid', noUrl], ['duplicate', inFile], ['invalid', notProfile]],
    columns: ['имя', 'фамилия', 'компания', 'должность', 'email', 'twitter', 'город_клиента'],
    lead: {
      publicId: 'dmitry-petrov-42',
      person: { firstName: 'Дмитрий', lastName: 'Петров', currentEmployer: 'Яндекс', currentTitle: 'CTO' },
      csvColumns: { csv_город_клиента: 'Санкт-Петербург' },
    },
  },
  {
    file: 'sansan-contacts-ja.csv',
    rows: [['added'], ['added'], ['invalid', noUrl]],
    columns: ['姓', '名', '会社名', '役職', 'メールアドレス', 'xtwitter', '備考'],
    lead: {
      publicId: '佐藤花子',
      person: { firstName: '花子', lastName: '佐藤', currentEmployer: 'ソニー株式会社' },
      csvColumns: { csv_備考: '紹介, 田中さんから' },
    },
  },
];

describe('CSV campaigns from the files people actually have (issue #8)', () => {
  it.each(cases)('creates a campaign from $file with its per-row report and placeholders', async (c) => {
    // Prepare
    const s = await newSession();
    const key = await uploadCsv(s, bytes(c.file), c.file);
    const column = c.columns.at(-1);
    // Act
    const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      touchSequence: viewConnectMessage({ text: `Hi {{first_name}} ({{${column}}})` }),
    });
    // Assess
    expect(res.status).toBe(201);
    const count = (st: string) => c.rows.filter(([r]) => r === st).length;
    expect(res.body.csv).toMatchObject({
      added: count('added'),
      duplicate: count('duplicate'),
      invalid: count('invalid'),
      columns: c.columns,
    });
    expect(res.body.csv.rows.map((r: { status: string; reason?: string }) => [r.status, r.reason])).toEqual(
      c.rows.map(([st, reason]) => [st, reason]),
    );
    expect(res.body.csv.rows.map((r: { row: number }) => r.row)).toEqual(c.rows.map((_, i) => i + 1));
    // Every other column is a {{column}} placeholder of the campaign.
    expect(res.body.csvColumns).toEqual(c.columns);
    const leads = (await s.call('GET', `/leads/campaign/${res.body.id}`)).body.leads;
    expect(leads).toHaveLength(count('added'));
    const lead = leads.find(
      (l: { person: { key: string } }) => decodeURIComponent(l.person.key) === c.lead.publicId,
    );
    expect(lead).toMatchObject({ person: c.lead.person, csvColumns: c.lead.csvColumns ?? {} });
  });

  it('reports a person already in the campaign as a duplicate whatever the spelling of the URL', async () => {
    // Prepare: Zoë is `/in/zoe-orsted` in Connections.csv and `de.linkedin.com/in/zoe-orsted?trk=public` in the Excel file.
    const s = await newSession();
    const first = await uploadCsv(s, bytes('Connections.csv'), 'Connections.csv');
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key: first,
        touchSequence: viewConnectMessage(),
      })
    ).body;
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
    const key = await uploadCsv(s, bytes('excel-semicolon-bom-crlf.csv'), 'excel.csv');
    // Act
    const res = await s.call('PATCH', `/campaigns/${c.id}/linked-in/audience/csv`, { key });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.csv).toMatchObject({ added: 2, duplicate: 2, invalid: 1 });
    expect(res.body.csv.rows[1]).toMatchObject({
      name: 'Zoë Ørsted',
      status: 'duplicate',
      reason: 'Already in this campaign',
    });
    expect(res.body.leadsCount).toBe(8);
    expect(res.body.csvColumns).toEqual(expect.arrayContaining(['connectedon', 'vorname', 'notiz']));
  });
});

interface ChannelCase {
  file: string;
  channel: 'email' | 'twitter';
  counts: { added: number; duplicate: number; invalid: number };
  columns: string[];
  /** The people, as the leads' identity. */
  ids: string[];
  csvColumns: Record<string, string>;
}

const channelCases: ChannelCase[] = [
  {
    file: 'bitrix24-contacts-ru.csv',
    channel: 'email',
    counts: { added: 3, duplicate: 1, invalid: 1 },
    columns: ['имя', 'фамилия', 'компания', 'должность', 'ссылка_на_linkedin', 'twitter', 'город_клиента'],
    ids: ['anna@romashka.example', 'd.petrov@yandex.example', 'olga.smirnova@sber.example'],
    csvColumns: { csv_имя: 'Анна', csv_город_клиента: 'Москва' },
  },
  {
    file: 'bitrix24-contacts-ru.csv',
    channel: 'twitter',
    counts: { added: 2, duplicate: 1, invalid: 2 },
    columns: ['имя', 'фамилия', 'компания', 'должность', 'ссылка_на_linkedin', 'email', 'город_клиента'],
    ids: ['anna_iv', 'dpetrov'],
    csvColumns: { csv_имя: 'Анна', csv_город_клиента: 'Москва' },
  },
  {
    file: 'sansan-contacts-ja.csv',
    channel: 'email',
    counts: { added: 2, duplicate: 0, invalid: 1 },
    columns: ['姓', '名', '会社名', '役職', 'linkedinurl', 'xtwitter', '備考'],
    ids: ['hanako@sony.example', 'taro.yamada@yamada.example'],
    csvColumns: { csv_姓: '山田', csv_会社名: '株式会社山田商事' },
  },
  {
    file: 'mailchimp-audience-1252.csv',
    channel: 'email',
    counts: { added: 2, duplicate: 1, invalid: 1 },
    columns: ['prénom', 'nom', 'société', 'twitter'],
    ids: ['francois@peugeot.example', 'zoe@orsted.example'],
    csvColumns: { csv_prénom: 'Zoë', csv_société: 'Ørsted A/S' },
  },
  {
    file: 'mailchimp-audience-1252.csv',
    channel: 'twitter',
    counts: { added: 2, duplicate: 1, invalid: 1 },
    columns: ['emailaddress', 'prénom', 'nom', 'société'],
    ids: ['fdupont', 'zoe_orsted'],
    csvColumns: { csv_emailaddress: 'zoe@orsted.example', csv_prénom: 'Zoë' },
  },
];

describe('email and X campaigns from the same files: preamble, encodings, non-Latin headers (issues #7, #8)', () => {
  it.each(channelCases)('creates a $channel campaign from $file', async (c) => {
    // Prepare
    const s = await newSession({ linkedIn: false });
    const key = await uploadCsv(s, bytes(c.file), c.file);
    // Act
    const res = await s.call('POST', `/campaigns/${c.channel}/audience/csv`, { key });
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.csv).toMatchObject({ ...c.counts, columns: c.columns });
    expect(res.body.csvColumns).toEqual(c.columns);
    const leads = (await s.call('GET', `/leads/campaign/${res.body.id}`)).body.leads as {
      person: { key: string };
      csvColumns: Record<string, string>;
    }[];
    expect(leads.map((l) => decodeURIComponent(l.person.key)).sort()).toEqual(c.ids);
    expect(leads.map((l) => l.csvColumns)).toContainEqual(expect.objectContaining(c.csvColumns));
  });
});
