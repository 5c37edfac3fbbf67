import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEmailCsv, readProfileCsv, readXCsv } from './csvColumns.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/csv', name)));

describe('readProfileCsv', () => {
  it('reads the header whatever the delimiter, preamble and encoding, and reports each row', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(
      readProfileCsv(text('Name,Company,URL\nAda,Acme,https://www.linkedin.com/in/ada/')).columns,
    ).toEqual(['name', 'company']);
    expect(
      readProfileCsv(
        text(
          '\uFEFFNotes:\r\n"a, b"\r\n\r\nVorname;Firma;Profil\r\nJürgen;"A; B";https://www.linkedin.com/in/j/\r\n',
        ),
      ).columns,
    ).toEqual(['vorname', 'firma']);
    expect(readProfileCsv(text('https://www.linkedin.com/in/ada/\n')).columns).toEqual([]);
    // Excel's "Unicode Text": UTF-16LE, tabs.
    const unicode = readProfileCsv(fixture('excel-unicode-text.txt'));
    expect(unicode).toMatchObject({
      added: 2,
      duplicate: 0,
      invalid: 0,
      columns: ['vorname', 'nachname', 'firma'],
    });
  });

  it("reports a HubSpot export's rows as the server does, its first contact without a profile included", () => {
    const report = readProfileCsv(fixture('hubspot-export.csv'));
    expect(report.columns).toContain('lifecyclestage');
    expect(report.rows.map((r) => r.status)).toEqual([
      'invalid',
      'added',
      'added',
      'added',
      'duplicate',
      'invalid',
      'invalid',
    ]);
  });
});

describe('readEmailCsv and readXCsv', () => {
  it("offer the chips the email and X campaigns' own parsers store, Cyrillic headers included", () => {
    const ru = fixture('bitrix24-contacts-ru.csv');
    // The address (or handle) column is the people's own, not a placeholder.
    expect(readEmailCsv(ru).columns).toEqual([
      'имя',
      'фамилия',
      'компания',
      'должность',
      'ссылка_на_linkedin',
      'twitter',
      'город_клиента',
    ]);
    expect(readXCsv(ru).columns).not.toContain('twitter');
    expect(readXCsv(ru)).toMatchObject({ added: 2, duplicate: 1, invalid: 2 });
  });
});
