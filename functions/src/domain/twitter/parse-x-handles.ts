import { AppError } from '@outreach/shared/errors';
import { csvColumnKey } from '@outreach/shared/rules/outreach/placeholders';
import {
  CSV_MAX_COLUMNS,
  CSV_MAX_ROW_BYTES,
  CSV_MAX_ROWS,
  CSV_REPORT_MAX_ROWS,
  csvMessages,
  sniffDelimiter,
} from '@outreach/shared/rules/outreach/profile-csv';
import { parseXHandle, xHandleColumnKeys } from '@outreach/shared/rules/outreach/x-steps';
import { CsvError, parse } from 'csv-parse/sync';
import {
  companyKeys,
  firstNameKeys,
  fullNameKeys,
  lastNameKeys,
  titleKeys,
} from '../email/parse-email-csv.ts';
import type { NewLead } from '../leads/add-leads.ts';

/** Why a handle was not added (OURS). */
export const xHandleReasons = {
  noHandle: 'No X handle in this row',
  notHandle: 'Not a valid X handle',
  duplicateInFile: 'Already earlier in this list',
  duplicateInCampaign: 'Already in this campaign',
} as const;

export interface XHandleRow {
  row: number;
  status: 'added' | 'duplicate' | 'invalid';
  reason?: string;
  handle?: string;
  name?: string;
}
export interface XHandleReport {
  added: number;
  duplicate: number;
  invalid: number;
  rows: XHandleRow[];
  columns: string[];
}

/** A lead of an X campaign: its handle is its identity (one lead per handle and campaign). */
export function xLead(handle: string, csvColumns: Record<string, string>): NewLead {
  return {
    publicId: handle.toLowerCase(),
    profileUrl: `https://x.com/${handle}`,
    twitterHandle: handle,
    csvColumns,
  };
}

/** A cell that can only be an X handle: `@name` or an x.com / twitter.com URL. */
const isStrongHandle = (cell: string | undefined) => {
  const t = cell?.trim() ?? '';
  return (t.startsWith('@') || /(^|\/\/|\.)(x|twitter)\.com\//i.test(t)) && parseXHandle(t) !== null;
};

const pick = (cols: Record<string, string>, keys: string[]) => keys.map((k) => cols[k]).find((v) => v);

/** Collects leads and the report, one row at a time (the CSV's and the pasted list's common part). */
class HandleCollector {
  readonly leads: NewLead[];
  readonly report: XHandleReport;
  private readonly seen: Set<string>;

  /** `from`: what an earlier part (the CSV) collected, so duplicates across both are found. */
  constructor(from?: { leads: NewLead[]; report: XHandleReport }) {
    this.leads = [...(from?.leads ?? [])];
    this.report = from
      ? { ...from.report, rows: [...from.report.rows] }
      : { added: 0, duplicate: 0, invalid: 0, rows: [], columns: [] };
    this.seen = new Set(this.leads.map((l) => l.publicId));
  }

  private note(r: XHandleRow) {
    this.report[r.status]++;
    if (this.report.rows.length < CSV_REPORT_MAX_ROWS) this.report.rows.push(r);
  }

  add(row: number, cell: string, csvColumns: Record<string, string>) {
    const handle = parseXHandle(cell);
    if (!handle) {
      this.note({
        row,
        status: 'invalid',
        reason: cell.trim() ? xHandleReasons.notHandle : xHandleReasons.noHandle,
      });
      return;
    }
    const lead = xLead(handle, csvColumns);
    const full = pick(csvColumns, fullNameKeys);
    const first = pick(csvColumns, firstNameKeys) ?? full?.split(/\s+/)[0];
    const last = pick(csvColumns, lastNameKeys) ?? full?.split(/\s+/).slice(1).join(' ');
    if (first) lead.firstName = first;
    if (last) lead.lastName = last;
    const company = pick(csvColumns, companyKeys);
    const title = pick(csvColumns, titleKeys);
    if (company) lead.company = company;
    if (title) lead.title = title;
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || undefined;
    if (this.seen.has(lead.publicId)) {
      this.note({ row, status: 'duplicate', reason: xHandleReasons.duplicateInFile, handle, name });
      return;
    }
    this.seen.add(lead.publicId);
    this.leads.push(lead);
    this.note({ row, status: 'added', handle, name });
  }
}

/**
 * Reads a CSV of X handles as spreadsheets export them (BOM, comma, semicolon or tab, quoted fields).
 * The handle column is a known header ("Twitter", "X handle", "Twitter URL"…), else the column with
 * the most `@handles` or x.com / twitter.com URLs, else the only column; other columns become
 * `{{column}}` placeholders, names, company and title are read from the usual headers.
 */
export function parseXCsv(raw: string): { leads: NewLead[]; report: XHandleReport } {
  const text = raw.replace(/^\uFEFF/, '');
  let all: string[][];
  try {
    all = parse(text, {
      delimiter: sniffDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: CSV_MAX_ROW_BYTES,
      to: CSV_MAX_ROWS + 2,
    });
  } catch (e) {
    if (e instanceof CsvError && e.code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError('BAD_REQUEST', csvMessages.rowTooLong);
    throw new AppError('BAD_REQUEST', csvMessages.unreadable);
  }
  const out = new HandleCollector();
  if (all.length === 0) return out;
  if (all.some((r) => r.length > CSV_MAX_COLUMNS))
    throw new AppError('BAD_REQUEST', csvMessages.tooManyColumns);
  const width = Math.max(...all.map((r) => r.length));
  const known = (h: string | undefined) =>
    (xHandleColumnKeys as readonly string[]).includes(csvColumnKey(h ?? ''));
  const strongIn = (rows: string[][], i: number) => rows.filter((r) => isStrongHandle(r[i])).length;
  const firstHasKnown = all[0].some((c) => known(c));
  const firstHasStrong = all[0].some((c) => isStrongHandle(c));
  const laterStrong = Array.from({ length: width }, (_, i) => strongIn(all.slice(1), i)).some((n) => n > 0);
  // A header names columns; a first row with a handle in it is data. A lone column of plain names
  // ("ada_builds") has no header unless it is a known one.
  const hasHeader = firstHasKnown || (!firstHasStrong && (laterStrong || width > 1));
  const header = hasHeader ? all[0] : Array.from({ length: width }, (_, i) => `column${i + 1}`);
  const body = hasHeader ? all.slice(1) : all;
  if (body.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', csvMessages.tooManyRows);
  let col = header.findIndex((h) => known(h));
  if (col < 0) {
    let best = -1;
    for (let i = 0; i < width; i++) if (best < 0 || strongIn(body, i) > strongIn(body, best)) best = i;
    col = best >= 0 && strongIn(body, best) > 0 ? best : width === 1 ? 0 : -1;
  }
  out.report.columns = header
    .filter((h, i) => i !== col && h.trim())
    .map((h) => csvColumnKey(h).replace(/^csv_/, ''))
    .filter(Boolean);
  body.forEach((r, index) => {
    const csvColumns: Record<string, string> = {};
    header.forEach((h, i) => {
      if (r[i] !== undefined && h.trim()) csvColumns[csvColumnKey(h)] = r[i];
    });
    out.add(index + 1, col >= 0 ? (r[col] ?? '') : '', csvColumns);
  });
  return out;
}

/** Pasted handles (`@name`, `name` or profile URLs), one per entry; rows continue after a CSV's. */
export function parsePastedHandles(
  entries: readonly string[],
  into?: { leads: NewLead[]; report: XHandleReport },
): { leads: NewLead[]; report: XHandleReport } {
  const out = new HandleCollector(into);
  const start = out.report.added + out.report.duplicate + out.report.invalid;
  entries
    .map((e) => e.trim())
    .filter(Boolean)
    .forEach((e, i) => {
      out.add(start + i + 1, e, {});
    });
  return out;
}

/** The report once written: rows whose handle was already in the campaign become duplicates. */
export function finishXReport(report: XHandleReport, notCreated: ReadonlySet<string>): XHandleReport {
  if (notCreated.size === 0) return report;
  const rows = report.rows.map((r) =>
    r.status === 'added' && r.handle && notCreated.has(r.handle.toLowerCase())
      ? { ...r, status: 'duplicate' as const, reason: xHandleReasons.duplicateInCampaign }
      : r,
  );
  return {
    ...report,
    rows,
    added: report.added - notCreated.size,
    duplicate: report.duplicate + notCreated.size,
  };
}
