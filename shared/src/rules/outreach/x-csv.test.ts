import { describe, expect, it } from 'vitest';
import { finishXReport, parsePastedHandles, parseXCsv, xHandleReasons } from './x-csv.ts';

describe('parseXCsv', () => {
  it('reads the known X column, keeps the other columns as placeholders and reports every row', () => {
    const { leads, report } = parseXCsv(
      '\uFEFFFirst Name;Twitter;Company\nAda;@ada_builds;Acme\nGrace;https://x.com/grace_ships;Navy\nBob;not a handle!;X\nAda;ADA_BUILDS;Acme\n',
    );
    expect(leads.map((l) => l.twitterHandle)).toEqual(['ada_builds', 'grace_ships']);
    expect(leads[0]).toMatchObject({
      publicId: 'ada_builds',
      profileUrl: 'https://x.com/ada_builds',
      firstName: 'Ada',
      company: 'Acme',
      csvColumns: { csv_firstname: 'Ada', csv_twitter: '@ada_builds', csv_company: 'Acme' },
    });
    expect(report).toMatchObject({ added: 2, invalid: 1, duplicate: 1, columns: ['firstname', 'company'] });
    // Invalid rows show the cell and are named, like every channel's report.
    expect(report.rows[2]).toEqual({
      row: 3,
      status: 'invalid',
      reason: xHandleReasons.notHandle,
      handle: 'not a handle!',
      name: 'Bob',
    });
    expect(report.rows[3]).toMatchObject({ status: 'duplicate', reason: xHandleReasons.duplicateInFile });
  });

  it('finds an unnamed column of @handles or profile URLs', () => {
    const { leads } = parseXCsv('name,profile\nAda,@ada_builds\nGrace,twitter.com/grace_ships\n');
    expect(leads.map((l) => l.publicId)).toEqual(['ada_builds', 'grace_ships']);
    expect(leads[1].firstName).toBe('Grace');
  });

  it('reads a lone column of plain handles without a header', () => {
    const { leads, report } = parseXCsv('ada_builds\ngrace_ships\n');
    expect(leads.map((l) => l.publicId)).toEqual(['ada_builds', 'grace_ships']);
    expect(report.added).toBe(2);
  });

  it('finds no handles in a file without an X column', () => {
    const { leads, report } = parseXCsv('Name,Company\nAda,Acme\n');
    expect(leads).toEqual([]);
    expect(report.invalid).toBe(1);
  });
});

describe('parsePastedHandles', () => {
  it('adds pasted handles after the CSV rows, skipping ones already listed', () => {
    const csv = parseXCsv('twitter\n@ada_builds\n');
    const { leads, report } = parsePastedHandles(
      ['@grace_ships', ' ', 'https://x.com/ADA_builds', '??'],
      csv,
    );
    expect(leads.map((l) => l.publicId)).toEqual(['ada_builds', 'grace_ships']);
    expect(report).toMatchObject({ added: 2, duplicate: 1, invalid: 1 });
    expect(report.rows.map((r) => r.row)).toEqual([1, 2, 3, 4]);
  });
});

describe('finishXReport', () => {
  it('turns handles already in the campaign into duplicates', () => {
    const { report } = parsePastedHandles(['ada_builds', 'grace_ships']);
    const done = finishXReport(report, new Set(['ada_builds']));
    expect(done).toMatchObject({ added: 1, duplicate: 1 });
    expect(done.rows[0].reason).toBe(xHandleReasons.duplicateInCampaign);
  });
});
