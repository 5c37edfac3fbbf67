import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTemplate } from '@outreach/shared/rules/outreach/placeholders';
import { describe, expect, it } from 'vitest';
import { leadIdOf } from './add-leads.ts';
import { csvRowReasons, finishCsvReport, parseProfileCsv, sniffDelimiter } from './parse-profile-csv.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('CSV files people actually have', () => {
  it("reads LinkedIn's connections export: Notes preamble, CRLF, quoted commas; reports each row", () => {
    // Act
    const { leads, report } = parseProfileCsv(fixture('linkedin-connections.csv'));
    // Assess
    expect(leads.map((l) => l.publicId)).toEqual(['ada-lovelace-1815', 'grace-hopper']);
    expect(leads[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines Ltd',
      title: 'Mathematician, Writer',
      csvColumns: { csv_emailaddress: '', csv_connectedon: '10 Dec 2023' },
    });
    expect(report).toMatchObject({ added: 2, duplicate: 1, invalid: 1 });
    expect(report.rows.map((r) => [r.row, r.status, r.reason])).toEqual([
      [1, 'added', undefined],
      [2, 'added', undefined],
      [3, 'duplicate', csvRowReasons.duplicateInFile],
      [4, 'invalid', csvRowReasons.noUrl],
    ]);
    expect(report.columns).toEqual([
      'firstname',
      'lastname',
      'emailaddress',
      'company',
      'position',
      'connectedon',
    ]);
  });

  it('reads a Sales Navigator export: the /in/ column wins over the lead column, full names are split', () => {
    const { leads, report } = parseProfileCsv(fixture('sales-navigator.csv'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.lastName, l.title, l.company])).toEqual([
      ['linustorvalds', 'Linus', 'Torvalds', 'Fellow', 'Linux Foundation'],
      ['margaret-hamilton', 'Margaret', 'Hamilton', 'Director', 'Hamilton Technologies'],
    ]);
    expect(report.rows[2]).toMatchObject({ status: 'invalid', reason: csvRowReasons.noUrl });
    expect(leads[0].csvColumns?.csv_salesnavigatorurl).toContain('/sales/lead/ACwAAA1');
  });

  it('reads an Excel file: BOM, CRLF, semicolons, quotes in quoted fields, non-ASCII names and percent-encoded URLs', () => {
    const text = fixture('excel-semicolon.csv');
    expect(sniffDelimiter(text.replace(/^\uFEFF/, ''))).toBe(';');
    const { leads, report } = parseProfileCsv(text);
    expect(leads.map((l) => l.publicId)).toEqual(['jürgen-müller-42', 'zoe-orsted', '李小龙']);
    expect(leads[0].csvColumns).toMatchObject({
      csv_vorname: 'Jürgen',
      csv_firma: 'Müller; Söhne GmbH',
      csv_notiz: 'Sagte "Hallo", dann ging er',
    });
    expect(report.rows[3]).toMatchObject({ status: 'invalid', reason: csvRowReasons.notProfile });
    // Every other column is a {{column}} placeholder.
    expect(renderTemplate('Hallo {{vorname}} von {{Firma}}: {{notiz}}', {}, leads[0].csvColumns)).toBe(
      'Hallo Jürgen von Müller; Söhne GmbH: Sagte "Hallo", dann ging er',
    );
    expect(leadIdOf(leads[0].publicId)).toBe(encodeURIComponent('jürgen-müller-42'));
  });

  it('reads a CRM export whose profile column has no scheme', () => {
    const { leads } = parseProfileCsv(fixture('crm-export.csv'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.title, l.company])).toEqual([
      ['katherine-johnson', 'Katherine', 'Mathematician', 'NASA'],
      ['dorothy-vaughan', 'Dorothy', 'Supervisor', 'NASA'],
    ]);
  });

  it('marks rows whose person is already in the campaign as duplicates once written', () => {
    const { leads, report } = parseProfileCsv(fixture('crm-export.csv'));
    const done = finishCsvReport(report, leads, new Set([leadIdOf('dorothy-vaughan')]), leadIdOf);
    expect(done).toMatchObject({ added: 1, duplicate: 1, invalid: 0 });
    expect(done.rows[0]).toMatchObject({ status: 'duplicate', reason: csvRowReasons.duplicateInCampaign });
  });
});
