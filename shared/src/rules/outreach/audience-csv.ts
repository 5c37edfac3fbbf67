import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../errors.ts';
import { parseProfileUrl } from '../../schemas/linkedin-urls.ts';
import { csvColumnKey, csvColumnValue } from './placeholders.ts';

// What every audience CSV (LinkedIn profiles, email addresses, X handles) shares: reading the file
// as spreadsheets save it, finding its header under any preamble, the person's fields from the usual
// headers, and the per-row report. Each channel keeps its own rule for a valid row. Shared by the
// server and the SPA (in the browser, `csv-parse/sync` is aliased to its browser build:
// web/vite.config.ts).

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

export type CsvRowStatus = 'added' | 'duplicate' | 'invalid';
/** A row of the report; each channel names the row's person by its own field. */
export interface CsvRowReport {
  /** The row's line among the data rows (1 = the first row under the header). */
  row: number;
  status: CsvRowStatus;
  reason?: string;
  name?: string;
  profileUrl?: string;
  email?: string;
  handle?: string;
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
/** The field of a report row that shows the row's person. */
export type CsvRowField = 'profileUrl' | 'email' | 'handle';

/** A person read from an audience CSV (the server's NewLead takes it as is). */
export interface CsvLead {
  publicId: string;
  profileUrl: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  company?: string;
  email?: string;
  twitterHandle?: string;
  csvColumns: Record<string, string>;
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
 *
 * @example
 * sniffDelimiter('Name;Email\nAda;ada@example.com\n') // ';'
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
const isUrl = (cell: string) => /^(https?:\/\/|www\.)/i.test(cell) || parseProfileUrl(cell) !== null;

/** How a channel recognises its people's column. */
export interface CsvKeyRules {
  /** A cell that can only be data: a profile URL, an email address, an `@handle`. */
  isKey(cell: string): boolean;
  /** A header cell naming the channel's column ("Email", "Twitter"…), if the channel has some. */
  isKnownHeader?(cell: string): boolean;
}

/**
 * The header's row among the first rows: none when the first row already holds a key cell;
 * otherwise, before the first row holding one (within the preamble cap), the first row with a known
 * header, else the first row as wide as the data rows, with two or more cells filled and no URL or
 * address in it. So LinkedIn's "Notes" lines, a title row saved as `Contacts;;;;` and a first
 * contact without a key are never taken for it. A lone column without any key cell or known header
 * has none. Failing all that, the row just above the first key (or the first row).
 */
function headerRow(all: string[][], rules: CsvKeyRules): number {
  const firstKeyRow = all.findIndex((r) => r.some((c) => rules.isKey(c)));
  if (firstKeyRow === 0) return -1;
  const last = Math.min(
    firstKeyRow > 0 ? firstKeyRow : CSV_MAX_PREAMBLE_ROWS + 1,
    CSV_MAX_PREAMBLE_ROWS + 1,
    all.length,
  );
  const known = rules.isKnownHeader;
  if (known) for (let i = 0; i < last; i++) if (all[i].some((c) => known(c))) return i;
  const widths = new Map<number, number>();
  for (const r of all.slice(Math.max(0, firstKeyRow), Math.max(0, firstKeyRow) + 50))
    widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
  const width = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  if (width === 1 && firstKeyRow < 0) return -1;
  for (let i = 0; i < last; i++) {
    const r = all[i];
    if (r.length !== width || r.filter((c) => c).length < Math.min(2, width)) continue;
    if (r.some((c) => isEmail(c) || isUrl(c) || rules.isKey(c))) continue;
    return i;
  }
  return firstKeyRow > 0 && firstKeyRow - 1 <= CSV_MAX_PREAMBLE_ROWS ? firstKeyRow - 1 : 0;
}

/** A CSV's header (named `column1`… when the file has none) and its data rows. */
export interface CsvTable {
  header: string[];
  body: string[][];
  width: number;
}

/**
 * Reads an audience CSV as people actually have them: exports with preamble lines above the header
 * (LinkedIn's "Notes"), files saved by Excel (BOM, CRLF, semicolons or tabs, quoted fields holding
 * delimiters and quotes, blank `;;;;` rows). The caller decodes the bytes (decodeCsvBytes: UTF-8,
 * UTF-16, Windows-1252) and bounds them; rows, columns and row length are capped, each a 400.
 *
 * @example
 * readCsvTable('Exported 2026-01-01\nName,Email\nAda,ada@example.com\n', { isKey: (c) => c.includes('@') })
 * // { header: ['Name', 'Email'], body: [['Ada', 'ada@example.com']], width: 2 }
 */
export function readCsvTable(raw: string, rules: CsvKeyRules): CsvTable {
  const text = raw.replace(/^\uFEFF/, '');
  const all = readRows(text, sniffDelimiter(text), CSV_MAX_ROWS + CSV_MAX_PREAMBLE_ROWS + 2);
  if (all.length === 0) return { header: [], body: [], width: 0 };
  if (all.some((r) => r.length > CSV_MAX_COLUMNS))
    throw new AppError('BAD_REQUEST', csvMessages.tooManyColumns);
  // Preamble lines above the header are dropped; a file whose first row holds a key has no header.
  const headerAt = headerRow(all, rules);
  const width = Math.max(...all.slice(Math.max(0, headerAt)).map((r) => r.length));
  const header = headerAt >= 0 ? all[headerAt] : Array.from({ length: width }, (_, i) => `column${i + 1}`);
  const body = all.slice(headerAt + 1);
  if (body.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', csvMessages.tooManyRows);
  return { header, body, width };
}

/** The `{{column}}` placeholders of a header: every named column but the people's own. */
export function placeholderColumns(header: readonly string[], keyCol: number): string[] {
  return header
    .filter((h, i) => i !== keyCol && h.trim())
    .map((h) => csvColumnKey(h).replace(/^csv_/, ''))
    .filter(Boolean);
}

/** A row's cells by their `csv_` keys (but the column `skipCol`). */
export function rowColumns(header: readonly string[], row: readonly string[], skipCol = -1) {
  const csvColumns: Record<string, string> = {};
  header.forEach((h, i) => {
    if (i !== skipCol && row[i] !== undefined && h.trim()) csvColumns[csvColumnKey(h)] = row[i];
  });
  return csvColumns;
}

/**
 * Known headers of LinkedIn's connections export, Sales Navigator and CRM exports, by csv key
 * (with the German, French, Spanish, Russian and Japanese headers of localized spreadsheets;
 * accented Latin headers are found under their key of before too, `csv_prnom` for "Prénom").
 */
const personKeys = {
  first: [
    'csv_firstname',
    'csv_first',
    'csv_givenname',
    'csv_vorname',
    'csv_prnom',
    'csv_nombre',
    'csv_имя',
    'csv_名',
  ],
  last: [
    'csv_lastname',
    'csv_last',
    'csv_surname',
    'csv_familyname',
    'csv_nachname',
    'csv_nom',
    'csv_apellido',
    'csv_фамилия',
    'csv_姓',
  ],
  full: ['csv_fullname', 'csv_name', 'csv_фио', 'csv_氏名', 'csv_名前'],
  company: [
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
    'csv_société',
    'csv_компания',
    'csv_会社名',
    'csv_会社',
  ],
  title: [
    'csv_title',
    'csv_position',
    'csv_jobtitle',
    'csv_currenttitle',
    'csv_headline',
    'csv_berufsbezeichnung',
    'csv_poste',
    'csv_cargo',
    'csv_должность',
    'csv_役職',
  ],
};

const pick = (cols: Record<string, string>, keys: string[]) =>
  keys.map((k) => csvColumnValue(cols, k)).find((v) => v);

/** The person's first and last name, company and title, from the usual headers of a row. */
export function personFields(cols: Record<string, string>) {
  const full = pick(cols, personKeys.full);
  return {
    firstName: pick(cols, personKeys.first) ?? full?.split(/\s+/)[0],
    lastName: pick(cols, personKeys.last) ?? full?.split(/\s+/).slice(1).join(' '),
    company: pick(cols, personKeys.company),
    title: pick(cols, personKeys.title),
  };
}

/** What a channel makes of a row: its lead (identity `id`), or why it has none. */
export type CsvVerdict<L extends CsvLead> =
  | { lead: L; id: string; shown: string }
  | { reason: string; shown?: string };

/**
 * Collects an audience's leads and its report, one row at a time: added, duplicate within the list
 * (by the channel's identity) or invalid with the channel's reason; each row named from its columns.
 */
export class CsvAudience<L extends CsvLead> {
  readonly leads: L[];
  readonly report: CsvReport;
  private readonly seen: Set<string>;

  /** `from`: what an earlier part collected (a CSV before pasted handles), so repeats are found. */
  constructor(
    private readonly channel: { field: CsvRowField; duplicateInFile: string },
    from?: { leads: L[]; report: CsvReport; ids: Iterable<string> },
  ) {
    this.leads = [...(from?.leads ?? [])];
    this.report = from
      ? { ...from.report, rows: [...from.report.rows] }
      : { added: 0, duplicate: 0, invalid: 0, rows: [], columns: [] };
    this.seen = new Set(from?.ids ?? []);
  }

  /** Rows so far (the next row continues after them). */
  get count() {
    return this.report.added + this.report.duplicate + this.report.invalid;
  }

  private note(r: CsvRowReport) {
    this.report[r.status]++;
    if (this.report.rows.length < CSV_REPORT_MAX_ROWS) this.report.rows.push(r);
  }

  add(row: number, csvColumns: Record<string, string>, verdict: CsvVerdict<L>) {
    const person = personFields(csvColumns);
    // Invalid rows are named too, so the report says whose address or profile is missing.
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || undefined;
    const { field } = this.channel;
    if ('reason' in verdict) {
      this.note({
        row,
        status: 'invalid',
        reason: verdict.reason,
        [field]: verdict.shown || undefined,
        name,
      });
      return;
    }
    const { lead, id, shown } = verdict;
    for (const k of ['firstName', 'lastName', 'company', 'title'] as const)
      if (person[k]) lead[k] = person[k];
    if (this.seen.has(id)) {
      this.note({ row, status: 'duplicate', reason: this.channel.duplicateInFile, [field]: shown, name });
      return;
    }
    this.seen.add(id);
    this.leads.push(lead);
    this.note({ row, status: 'added', [field]: shown, name });
  }
}

/**
 * The report once the leads were written: `existing` holds the identity (`idOf` what the row's
 * `field` shows) of each person who was already in the campaign; those rows become duplicates with `reason`, and the counts move
 * by one per such person (in-file repeats were set apart before), detailed or not.
 */
export function markCampaignDuplicates(
  report: CsvReport,
  field: CsvRowField,
  existing: ReadonlySet<string>,
  reason: string,
  idOf: (shown: string) => string = (shown) => shown,
): CsvReport {
  if (existing.size === 0) return report;
  const rows = report.rows.map((r) => {
    const shown = r[field];
    return r.status === 'added' && shown && existing.has(idOf(shown))
      ? { ...r, status: 'duplicate' as const, reason }
      : r;
  });
  return {
    ...report,
    rows,
    added: report.added - existing.size,
    duplicate: report.duplicate + existing.size,
  };
}
