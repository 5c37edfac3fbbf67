import { describe, expect, it } from 'vitest';
import { csvPlaceholderColumns } from './csvColumns.ts';

describe('csvPlaceholderColumns', () => {
  it('reads the header above the first profile row, whatever the delimiter and preamble', () => {
    expect(csvPlaceholderColumns('Name,Company,URL\nAda,Acme,https://www.linkedin.com/in/ada/')).toEqual([
      'name',
      'company',
    ]);
    expect(
      csvPlaceholderColumns(
        '\uFEFFNotes:\r\n"a, b"\r\n\r\nVorname;Firma;Profil\r\nJürgen;"A; B";https://www.linkedin.com/in/j/\r\n',
      ),
    ).toEqual(['vorname', 'firma']);
    expect(csvPlaceholderColumns('https://www.linkedin.com/in/ada/\n')).toEqual([]);
  });
});
