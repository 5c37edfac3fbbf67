import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../errors.ts';
import { parseProfileUrl } from '../../schemas/linkedin-urls.ts';
import { csvColumnKey } from './placeholders.ts';

// Shared by the server (which adds the leads) and the SPA (whose CSV step shows the same report for
// the file before the campaign exists). In the browser, `csv-parse/sync` is aliased to csv-parse's
// browser build (web/vite.config.ts).

/** A person read from a profile CSV (the server's NewLead takes it as is). */
export interface ProfileCsvLead {
  publicId: string;
  /** `https://www.linkedin.com/in/{publicId}/`: one spelling whatever the file wrote. */
  profileUrl: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  company?: string;
  csvColumns: Record<string, string>;
}

/** Largest CSV accepted (rows below the header), like the existing product's search cap (ours). */
export const CSV_MAX_ROWS = 10_000;
/** Columns per row (ours). */
export const CSV_MAX_COLUMNS = 50;
/** Bytes per row (ours): one LinkedIn URL and a few dozen short fields fit with room to spare. */
export const CSV_MAX_ROW_BYTES = 16 * 1024;
/** Lines before the header a file may carry (LinkedIn's own export starts with a few "Notes" lines). */
export const CSV_MAX_PREAMBLE_ROWS = 20;
/** Rows the per-row report details (ours); its counts cover every row. */
export const CSV_REPORT_MAX_ROWS = 1000;

export const csvMessages = {
  tooManyRows: `The CSV file has more than ${CSV_MAX_ROWS} rows`,
  tooManyColumns: `The CSV file has more than ${CSV_MAX_COLUMNS} columns`,
  rowTooLong: `A row of the CSV file is longer than ${CSV_MAX_ROW_BYTES / 1024} KB`,
  unreadable: 'The CSV file could not be read',
} as const;

/** Why a row was not added (OURS: the spec asks for a reason, not its words). */
export const csvRowReasons = {
  noUrl: 'No LinkedIn profile URL in this row',
  notProfile: 'Not a LinkedIn profile URL',
  salesOnly: 'A Sales Navigator lead URL without a LinkedIn profile URL',
  duplicateInFile: 'Already earlier in this file',
  duplicateInCampaign: 'Already in this campaign',
} as const;

export type CsvRowStatus = 'added' | 'duplicate' | 'invalid';
export interface CsvRowReport {
  /** The row's line among the data rows (1 = the first row under the header). */
  row: number;
  status: CsvRowStatus;
  reason?: string;
  profileUrl?: string;
  name?: string;
}
export interface CsvReport {
  added: number;
  duplicate: number;
  invalid: number;
  /** Per row, at most CSV_REPORT_MAX_ROWS of them. */
  rows: CsvRowReport[];
  /** The `{{column}}` placeholders the file's other columns give. */
  columns: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

function readRows(text: string, delimiter: string, to?: number): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Excel writes the rows a sheet once used as `;;;;`.
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: CSV_MAX_ROW_BYTES,
      to,
    });
  } catch (e) {
    if (e instanceof CsvError && e.code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError('BAD_REQUEST', csvMessages.rowTooLong);
    throw new AppError('BAD_REQUEST', csvMessages.unreadable);
  }
}

/**
 * The delimiter of a file saved by any spreadsheet: comma, semicolon (Excel in many locales) or tab,
 * whichever splits the first lines into the most rows of one same width above one.
 */
export function sniffDelimiter(text: string): string {
  // The first 40 records, quoted line breaks and all (csv-parse stops at `to`).
  const head = text.slice(0, 41 * CSV_MAX_ROW_BYTES);
  let best: { d: string; score: number } = { d: ',', score: -1 };
  for (const d of DELIMITERS) {
    let rows: string[][];
    try {
      rows = parse(head, {
        delimiter: d,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        to: 40,
      });
    } catch {
      continue;
    }
    const widths = new Map<number, number>();
    for (const r of rows) if (r.length > 1) widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
    const [width, count] = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [1, 0];
    const score = count * 100 + width;
    if (score > best.score) best = { d, score };
  }
  return best.d;
}

const isEmail = (cell: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cell);
const isSalesLead = (cell: string) => parseProfileUrl(cell)?.kind.startsWith('sales') ?? false;

/**
 * The header's row among the first rows: none when the first row already holds a profile URL;
 * otherwise the first row, before the first row holding one (or within the preamble cap), as wide as
 * the data rows, with two or more cells filled and no URL or address in it. So LinkedIn's "Notes"
 * lines, a title row saved as `Contacts;;;;` and a first contact without a profile are never taken
 * for it. Failing that, the row just above the first URL (or the first row).
 */
function headerRow(all: string[][]): number {
  const firstUrlRow = all.findIndex((r) => r.some((c) => parseProfileUrl(c)));
  if (firstUrlRow === 0) return -1;
  const widths = new Map<number, number>();
  for (const r of all.slice(Math.max(0, firstUrlRow), Math.max(0, firstUrlRow) + 50))
    widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
  const width = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const last = firstUrlRow > 0 ? Math.min(firstUrlRow, CSV_MAX_PREAMBLE_ROWS + 1) : CSV_MAX_PREAMBLE_ROWS + 1;
  for (let i = 0; i < Math.min(last, all.length); i++) {
    const r = all[i];
    if (r.length !== width || r.filter((c) => c).length < Math.min(2, width)) continue;
    if (r.some((c) => isEmail(c) || parseProfileUrl(c))) continue;
    return i;
  }
  return firstUrlRow > 0 && firstUrlRow - 1 <= CSV_MAX_PREAMBLE_ROWS ? firstUrlRow - 1 : 0;
}

const isInProfile = (cell: string) => {
  const p = parseProfileUrl(cell);
  return p?.kind === 'in' || p?.kind === 'pub';
};

/**
 * Known headers of LinkedIn's connections export, Sales Navigator and CRM exports, by csv key
 * (with the German, French and Spanish headers of localized spreadsheets).
 */
const firstNameKeys = [
  'csv_firstname',
  'csv_first',
  'csv_givenname',
  'csv_vorname',
  'csv_prnom',
  'csv_nombre',
];
const lastNameKeys = [
  'csv_lastname',
  'csv_last',
  'csv_surname',
  'csv_familyname',
  'csv_nachname',
  'csv_nom',
  'csv_apellido',
];
const fullNameKeys = ['csv_fullname', 'csv_name'];
const companyKeys = [
  'csv_company',
  'csv_companyname',
  'csv_accountname',
  'csv_employer',
  'csv_currentcompany',
  'csv_organization',
  'csv_account',
  'csv_firma',
  'csv_unternehmen',
  'csv_entreprise',
  'csv_empresa',
];
const titleKeys = [
  'csv_title',
  'csv_position',
  'csv_jobtitle',
  'csv_currenttitle',
  'csv_headline',
  'csv_berufsbezeichnung',
  'csv_poste',
  'csv_cargo',
];
function fromProfileUrl(url: string, csvColumns: Record<string, string>): ProfileCsvLead | null {
  const p = parseProfileUrl(url);
  if (!p || (p.kind !== 'in' && p.kind !== 'pub')) return null;
  return { publicId: p.publicId, profileUrl: `https://www.linkedin.com/in/${p.publicId}/`, csvColumns };
}

const pick = (cols: Record<string, string>, keys: string[]) => keys.map((k) => cols[k]).find((v) => v);

/**
 * Reads a CSV of LinkedIn profiles as people actually have them: LinkedIn's own connections export
 * (with its "Notes" lines before the header), Sales Navigator and CRM exports, files saved by Excel
 * (BOM, CRLF, semicolons or tabs, quoted fields holding delimiters and quotes), non-ASCII names and
 * percent-encoded profile URLs. The profile column is the one holding the most /in/ URLs; every
 * other column is kept as `csvColumns` (`csv_<header>`, the `{{column}}` placeholders). Answers the
 * leads and a report per row (added here means "valid"; duplicates within the file are reported).
 * The caller bounds the bytes (readUpload); rows, columns and row length are capped, each a 400.
 */
export function parseProfileCsv(raw: string): {
  leads: ProfileCsvLead[];
  invalid: number;
  report: CsvReport;
} {
  const text = raw.replace(/^\uFEFF/, '');
  const all = readRows(text, sniffDelimiter(text), CSV_MAX_ROWS + CSV_MAX_PREAMBLE_ROWS + 2);
  const report: CsvReport = { added: 0, duplicate: 0, invalid: 0, rows: [], columns: [] };
  if (all.length === 0) return { leads: [], invalid: 0, report };
  if (all.some((r) => r.length > CSV_MAX_COLUMNS))
    throw new AppError('BAD_REQUEST', csvMessages.tooManyColumns);
  // Preamble lines above the header are dropped; a file whose first row holds a URL has no header.
  const headerAt = headerRow(all);
  const width = Math.max(...all.slice(Math.max(0, headerAt)).map((r) => r.length));
  const header = headerAt >= 0 ? all[headerAt] : Array.from({ length: width }, (_, i) => `column${i + 1}`);
  const body = all.slice(headerAt + 1);
  if (body.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', csvMessages.tooManyRows);
  // Each column's count of /in/ URLs and of any profile URL, computed once (10,000 rows × 50 columns).
  const inCounts = Array.from(
    { length: width },
    (_, i) => body.filter((r) => isInProfile(r[i] ?? '')).length,
  );
  const anyCounts = Array.from(
    { length: width },
    (_, i) => body.filter((r) => parseProfileUrl(r[i] ?? '')).length,
  );
  const inCount = (i: number) => inCounts[i];
  const anyCount = (i: number) => anyCounts[i];
  let urlCol = -1;
  for (let i = 0; i < width; i++) {
    if (
      urlCol < 0 ||
      inCount(i) > inCount(urlCol) ||
      (inCount(i) === inCount(urlCol) && anyCount(i) > anyCount(urlCol))
    )
      urlCol = anyCount(i) > 0 ? i : urlCol;
  }
  if (urlCol < 0) urlCol = header.findIndex((h) => /linkedin|profile|url/i.test(h));
  report.columns = header
    .filter((h, i) => i !== urlCol && h.trim())
    .map((h) => csvColumnKey(h).replace(/^csv_/, ''))
    .filter((k) => k);
  const leads: ProfileCsvLead[] = [];
  const seen = new Set<string>();
  const note = (r: CsvRowReport) => {
    report[r.status]++;
    if (report.rows.length < CSV_REPORT_MAX_ROWS) report.rows.push(r);
  };
  body.forEach((r, index) => {
    const row = index + 1;
    const csvColumns: Record<string, string> = {};
    header.forEach((h, i) => {
      if (i !== urlCol && r[i] !== undefined && h.trim()) csvColumns[csvColumnKey(h)] = r[i];
    });
    const full = pick(csvColumns, fullNameKeys);
    const first = pick(csvColumns, firstNameKeys) ?? full?.split(/\s+/)[0];
    const last = pick(csvColumns, lastNameKeys) ?? full?.split(/\s+/).slice(1).join(' ');
    // Invalid rows are named too, so the report says whose profile is missing.
    const name = [first, last].filter(Boolean).join(' ') || undefined;
    const cell = urlCol >= 0 ? (r[urlCol] ?? '') : '';
    const lead = fromProfileUrl(cell, csvColumns);
    if (!lead) {
      const parsed = parseProfileUrl(cell);
      // A Sales Navigator export's private members have only their lead URL, in its own column.
      const reason = !cell
        ? r.some(isSalesLead)
          ? csvRowReasons.salesOnly
          : csvRowReasons.noUrl
        : parsed
          ? csvRowReasons.salesOnly
          : csvRowReasons.notProfile;
      note({ row, status: 'invalid', reason, profileUrl: cell || undefined, name });
      return;
    }
    if (first) lead.firstName = first;
    if (last) lead.lastName = last;
    const company = pick(csvColumns, companyKeys);
    const title = pick(csvColumns, titleKeys);
    if (company) lead.company = company;
    if (title) lead.title = title;
    const k = lead.publicId.toLowerCase();
    if (seen.has(k)) {
      note({
        row,
        status: 'duplicate',
        reason: csvRowReasons.duplicateInFile,
        profileUrl: lead.profileUrl,
        name,
      });
      return;
    }
    seen.add(k);
    leads.push(lead);
    note({ row, status: 'added', profileUrl: lead.profileUrl, name });
  });
  return { leads, invalid: report.invalid, report };
}

/**
 * The report once the leads were written: rows whose person was already in the campaign become
 * duplicates. `created` holds the lead ids written.
 */
export function finishCsvReport(
  report: CsvReport,
  leads: ProfileCsvLead[],
  created: ReadonlySet<string>,
  leadIdOf: (publicId: string) => string,
): CsvReport {
  const existing = new Set(leads.filter((l) => !created.has(leadIdOf(l.publicId))).map((l) => l.profileUrl));
  if (existing.size === 0) return report;
  const out = { ...report, rows: report.rows.map((r) => ({ ...r })) };
  let moved = 0;
  for (const r of out.rows)
    if (r.status === 'added' && r.profileUrl && existing.has(r.profileUrl)) {
      r.status = 'duplicate';
      r.reason = csvRowReasons.duplicateInCampaign;
      moved++;
    }
  // Each person already there is one valid row of the file (in-file repeats were set apart before),
  // detailed or not.
  moved = existing.size;
  out.added -= moved;
  out.duplicate += moved;
  return out;
}
