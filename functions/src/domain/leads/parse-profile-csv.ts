import { AppError } from '@outreach/shared/errors';
import { csvColumnKey } from '@outreach/shared/rules/outreach/placeholders';
import { isProfileUrl } from '@outreach/shared/schemas/linkedin-urls';
import { CsvError, parse } from 'csv-parse/sync';
import { fromProfileUrl, type NewLead } from './add-leads.ts';

/** Largest CSV accepted (rows below the header), like the existing product's search cap (ours). */
export const CSV_MAX_ROWS = 10_000;
/** Columns per row (ours). */
export const CSV_MAX_COLUMNS = 50;
/** Bytes per row (ours): one LinkedIn URL and a few dozen short fields fit with room to spare. */
export const CSV_MAX_ROW_BYTES = 16 * 1024;

export const csvMessages = {
  tooManyRows: `The CSV file has more than ${CSV_MAX_ROWS} rows`,
  tooManyColumns: `The CSV file has more than ${CSV_MAX_COLUMNS} columns`,
  rowTooLong: `A row of the CSV file is longer than ${CSV_MAX_ROW_BYTES / 1024} KB`,
  unreadable: 'The CSV file could not be read',
} as const;

function readRows(text: string): string[][] {
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: CSV_MAX_ROW_BYTES,
      // One record past the cap (and the header) is enough to know the file is too long.
      to: CSV_MAX_ROWS + 2,
    });
  } catch (e) {
    if (e instanceof CsvError && e.code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError('BAD_REQUEST', csvMessages.rowTooLong);
    throw new AppError('BAD_REQUEST', csvMessages.unreadable);
  }
}

/**
 * Reads a CSV of LinkedIn profiles: the profile URL column is the first whose header mentions
 * "linkedin", "profile" or "url", else the first column holding a profile URL; a header-less file
 * of bare URLs works too. Every other column is kept as `csvColumns` (`csv_<header>`, spec 3 §3).
 * The caller bounds the bytes (readUpload); rows, columns and row length are capped here, each
 * with its own 400.
 */
export function parseProfileCsv(text: string): { leads: NewLead[]; invalid: number } {
  const rows = readRows(text);
  if (rows.length === 0) return { leads: [], invalid: 0 };
  if (rows.some((r) => r.length > CSV_MAX_COLUMNS))
    throw new AppError('BAD_REQUEST', csvMessages.tooManyColumns);
  const hasHeader = !rows[0].some((c) => isProfileUrl(c));
  const header = hasHeader ? rows[0] : rows[0].map((_, i) => `column${i + 1}`);
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', csvMessages.tooManyRows);
  let urlCol = header.findIndex((h) => /linkedin|profile|url/i.test(h));
  if (urlCol < 0 || !body.some((r) => isProfileUrl(r[urlCol] ?? ''))) {
    urlCol = header.findIndex((_, i) => body.some((r) => isProfileUrl(r[i] ?? '')));
  }
  const leads: NewLead[] = [];
  let invalid = 0;
  const seen = new Set<string>();
  for (const r of body) {
    const csvColumns: Record<string, string> = {};
    header.forEach((h, i) => {
      if (i !== urlCol && r[i] !== undefined) csvColumns[csvColumnKey(h)] = r[i];
    });
    const lead = urlCol >= 0 ? fromProfileUrl(r[urlCol] ?? '', csvColumns) : null;
    if (!lead) {
      invalid++;
      continue;
    }
    const first = csvColumns.csv_firstname ?? csvColumns.csv_first;
    const last = csvColumns.csv_lastname ?? csvColumns.csv_last;
    if (first) lead.firstName = first;
    if (last) lead.lastName = last;
    if (csvColumns.csv_company) lead.company = csvColumns.csv_company;
    if (csvColumns.csv_title ?? csvColumns.csv_position)
      lead.title = csvColumns.csv_title ?? csvColumns.csv_position;
    const k = lead.publicId.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    leads.push(lead);
  }
  return { leads, invalid };
}
