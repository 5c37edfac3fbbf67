import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeCsvBytes } from '@outreach/shared/rules/outreach/csv-bytes';
import { renderTemplate } from '@outreach/shared/rules/outreach/placeholders';
import {
  csvRowReasons,
  finishCsvReport,
  parseProfileCsv,
  sniffDelimiter,
} from '@outreach/shared/rules/outreach/profile-csv';
import { describe, expect, it } from 'vitest';
import { leadIdOf } from './add-leads.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** Real-looking exports under tests/fixtures/csv, read as readUpload reads them (bytes, then decoded). */
const file = (name: string) =>
  decodeCsvBytes(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/csv', name)));
const statuses = (rows: { status: string; reason?: string }[]) => rows.map((r) => [r.status, r.reason]);

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
    expect(report.rows[2]).toMatchObject({ status: 'invalid', reason: csvRowReasons.salesOnly });
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

  it("reads LinkedIn's Connections.csv: Notes preamble, non-ASCII names, percent-encoded and raw spellings of one profile", () => {
    const { leads, report } = parseProfileCsv(file('Connections.csv'));
    expect(leads.map((l) => l.publicId)).toEqual([
      'jürgen-müller-4a1b2c3d',
      'zoe-orsted',
      'lukasz-zolc-0815',
      'anamariagarcialopez',
      '王明',
      'sam-oneil',
    ]);
    expect(leads[1]).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ørsted',
      company: 'Ørsted, Wind & Sea A/S',
      title: 'Head of "Offshore" Sales',
    });
    expect(leads[4]).toMatchObject({
      firstName: '明',
      lastName: '王',
      profileUrl: 'https://www.linkedin.com/in/王明/',
    });
    // Row 7 is row 1 written without percent-encoding and with a trailing slash.
    expect(report).toMatchObject({ added: 6, duplicate: 1, invalid: 0 });
    expect(report.rows[6]).toMatchObject({
      row: 7,
      status: 'duplicate',
      reason: csvRowReasons.duplicateInFile,
    });
    expect(report.columns).toEqual([
      'firstname',
      'lastname',
      'emailaddress',
      'company',
      'position',
      'connectedon',
    ]);
  });

  it('reads a HubSpot export: every field quoted, a first contact without a profile, line breaks in a field, one person under two spellings', () => {
    const { leads, report } = parseProfileCsv(file('hubspot-export.csv'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.lastName, l.company, l.title])).toEqual([
      ['katherine-johnson', 'Katherine', 'Johnson', 'NASA', 'Mathematician'],
      ['dorothy-vaughan', 'Dorothy', 'Vaughan', 'NASA', 'Supervisor'],
      ['mary-jackson-42', 'Mary', 'Jackson', 'NASA', 'Engineer'],
    ]);
    expect(statuses(report.rows)).toEqual([
      ['invalid', csvRowReasons.noUrl],
      ['added', undefined],
      ['added', undefined],
      ['added', undefined],
      // `https://www.linkedin.com/in/Katherine-Johnson?originalSubdomain=uk` is row 2's person.
      ['duplicate', csvRowReasons.duplicateInFile],
      ['invalid', csvRowReasons.notProfile],
      ['invalid', csvRowReasons.notProfile],
    ]);
    expect(report.rows[0]).toMatchObject({ row: 1, name: 'Priya Raman' });
    expect(leads[1].csvColumns).toMatchObject({
      csv_notes: 'First line\nsecond line',
      csv_recordid: '90013',
    });
    expect(leads[0].csvColumns.csv_notes).toBe('Prefers "KJ"');
    expect(report.columns).toEqual([
      'recordid',
      'firstname',
      'lastname',
      'email',
      'companyname',
      'jobtitle',
      'lifecyclestage',
      'notes',
    ]);
  });

  it("reads an Apollo export: the person's column wins over the company's, http:// and no www", () => {
    const { leads, report } = parseProfileCsv(file('apollo-export.csv'));
    expect(leads.map((l) => [l.publicId, l.company, l.title])).toEqual([
      ['linustorvalds', 'Linux Foundation', 'Fellow'],
      ['margaret-hamilton', 'Hamilton Technologies', 'Director'],
      ['grace-hopper', 'US Navy', 'Rear Admiral'],
    ]);
    expect(report.columns).toContain('companylinkedinurl');
    expect(report.columns).not.toContain('personlinkedinurl');
  });

  it('reads a Salesforce export: linkedin_profile column, Account.Name, country host, query string and upper case', () => {
    const { leads, report } = parseProfileCsv(file('salesforce-export.csv'));
    expect(leads.map((l) => [l.publicId, l.company])).toEqual([
      ['ada-lovelace-1815', 'Analytical Engines Ltd'],
      ['alan-turing', 'Bletchley Park'],
    ]);
    expect(statuses(report.rows)).toEqual([
      ['added', undefined],
      ['added', undefined],
      ['duplicate', csvRowReasons.duplicateInFile],
    ]);
  });

  it('reads a Sales Navigator export: private members have only their lead URL', () => {
    const { leads, report } = parseProfileCsv(file('sales-navigator-export.csv'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.lastName])).toEqual([
      ['linustorvalds', 'Linus', 'Torvalds'],
      ['margaret-hamilton', 'Margaret', 'Hamilton'],
    ]);
    expect(report.rows[2]).toMatchObject({ status: 'invalid', reason: csvRowReasons.salesOnly });
    expect(report.columns).toContain('salesnavigatorurl');
  });

  it('reads an Excel file: BOM, semicolons, CRLF, quoted ; " and line breaks, blank rows skipped, one person twice', () => {
    const { leads, report } = parseProfileCsv(file('excel-semicolon-bom-crlf.csv'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.company])).toEqual([
      ['jürgen-müller-42', 'Jürgen', 'Müller; Söhne GmbH'],
      ['zoe-orsted', 'Zoë', 'Ørsted A/S'],
      ['francois-lefevre', 'François', 'Société Générale'],
    ]);
    expect(leads[0].csvColumns.csv_notiz).toBe('Sagte "Hallo",\r\ndann ging er');
    // `http://linkedin.com/in/J%C3%BCrgen-M%C3%BCller-42` is row 1's person; `;;;;` is no row.
    expect(statuses(report.rows)).toEqual([
      ['added', undefined],
      ['added', undefined],
      ['added', undefined],
      ['duplicate', csvRowReasons.duplicateInFile],
      ['invalid', csvRowReasons.notProfile],
    ]);
  });

  it("reads Excel's Unicode Text (UTF-16LE, tabs) and Windows-1252 CSV", () => {
    const { leads, report } = parseProfileCsv(file('excel-unicode-text.txt'));
    expect(leads.map((l) => [l.publicId, l.firstName, l.company])).toEqual([
      ['jürgen-müller-42', 'Jürgen', 'Müller GmbH'],
      ['王明', '明', '阿里巴巴'],
    ]);
    expect(report.columns).toEqual(['vorname', 'nachname', 'firma']);
    const ansi = parseProfileCsv(
      decodeCsvBytes(
        readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/csv/excel-windows-1252.csv')),
      ),
    );
    expect(ansi.leads[0]).toMatchObject({
      firstName: 'Jürgen',
      lastName: 'Müller',
      company: 'Müller & Söhne',
    });
  });
});
