import { AppError } from '@outreach/shared/errors';
import { emailColumnKeys, isSendableEmail } from '@outreach/shared/rules/outreach/email-sending';
import { csvColumnKey } from '@outreach/shared/rules/outreach/placeholders';
import {
  CSV_MAX_COLUMNS,
  CSV_MAX_ROW_BYTES,
  CSV_MAX_ROWS,
  CSV_REPORT_MAX_ROWS,
  csvMessages,
  sniffDelimiter,
} from '@outreach/shared/rules/outreach/profile-csv';
import { CsvError, parse } from 'csv-parse/sync';
import type { NewLead } from '../leads/add-leads.ts';

/** Why a row of an email CSV was not added (OURS). */
export const emailCsvReasons = {
  noEmail: 'No email address in this row',
  notEmail: 'Not a valid email address',
  duplicateInFile: 'Already earlier in this file',
  duplicateInCampaign: 'Already in this campaign',
} as const;

export interface EmailCsvRow {
  row: number;
  status: 'added' | 'duplicate' | 'invalid';
  reason?: string;
  email?: string;
  name?: string;
}
export interface EmailCsvReport {
  added: number;
  duplicate: number;
  invalid: number;
  rows: EmailCsvRow[];
  columns: string[];
}

const pick = (cols: Record<string, string>, keys: string[]) => keys.map((k) => cols[k]).find((v) => v);
export const firstNameKeys = [
  'csv_firstname',
  'csv_first',
  'csv_givenname',
  'csv_vorname',
  'csv_prnom',
  'csv_nombre',
];
export const lastNameKeys = [
  'csv_lastname',
  'csv_last',
  'csv_surname',
  'csv_familyname',
  'csv_nachname',
  'csv_nom',
];
export const fullNameKeys = ['csv_fullname', 'csv_name'];
export const companyKeys = ['csv_company', 'csv_companyname', 'csv_organization', 'csv_account', 'csv_firma'];
export const titleKeys = ['csv_title', 'csv_position', 'csv_jobtitle', 'csv_currenttitle'];

/** A lead of an email campaign: its address is its identity (one lead per address and campaign). */
export function emailLead(email: string, csvColumns: Record<string, string>): NewLead {
  const address = email.trim().toLowerCase();
  return { publicId: address, profileUrl: `mailto:${address}`, email: address, csvColumns };
}

/**
 * Reads a CSV of email addresses as spreadsheets and CRMs export them (BOM, comma, semicolon or
 * tab, quoted fields): the email column is the one holding the most addresses (a known header such
 * as "Email" or "E-mail Address" wins a tie); every other column becomes a `{{column}}` placeholder,
 * and names, company and title are read from the usual headers.
 */
export function parseEmailCsv(raw: string): { leads: NewLead[]; report: EmailCsvReport } {
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
  const report: EmailCsvReport = { added: 0, duplicate: 0, invalid: 0, rows: [], columns: [] };
  if (all.length === 0) return { leads: [], report };
  if (all.some((r) => r.length > CSV_MAX_COLUMNS))
    throw new AppError('BAD_REQUEST', csvMessages.tooManyColumns);
  const hasHeader = !all[0].some((c) => isSendableEmail(c));
  const width = Math.max(...all.map((r) => r.length));
  const header = hasHeader ? all[0] : Array.from({ length: width }, (_, i) => `column${i + 1}`);
  const body = hasHeader ? all.slice(1) : all;
  if (body.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', csvMessages.tooManyRows);
  const count = (i: number) => body.filter((r) => isSendableEmail(r[i] ?? '')).length;
  const known = (i: number) => (emailColumnKeys as readonly string[]).includes(csvColumnKey(header[i] ?? ''));
  let col = -1;
  for (let i = 0; i < width; i++) {
    if (col < 0 || count(i) > count(col) || (count(i) === count(col) && known(i) && !known(col))) col = i;
  }
  if (col >= 0 && count(col) === 0 && !known(col)) {
    const k = header.findIndex((_, i) => known(i));
    if (k >= 0) col = k;
  }
  report.columns = header
    .filter((h, i) => i !== col && h.trim())
    .map((h) => csvColumnKey(h).replace(/^csv_/, ''))
    .filter(Boolean);
  const leads: NewLead[] = [];
  const seen = new Set<string>();
  const note = (r: EmailCsvRow) => {
    report[r.status]++;
    if (report.rows.length < CSV_REPORT_MAX_ROWS) report.rows.push(r);
  };
  body.forEach((r, index) => {
    const row = index + 1;
    const csvColumns: Record<string, string> = {};
    header.forEach((h, i) => {
      if (r[i] !== undefined && h.trim()) csvColumns[csvColumnKey(h)] = r[i];
    });
    const cell = (col >= 0 ? r[col] : '')?.trim() ?? '';
    if (!isSendableEmail(cell)) {
      note({ row, status: 'invalid', reason: cell ? emailCsvReasons.notEmail : emailCsvReasons.noEmail });
      return;
    }
    // The address is also kept as `csv_email`, the column the {{email}} placeholder reads.
    csvColumns.csv_email = cell.toLowerCase();
    const lead = emailLead(cell, csvColumns);
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
    if (seen.has(lead.publicId)) {
      note({ row, status: 'duplicate', reason: emailCsvReasons.duplicateInFile, email: lead.publicId, name });
      return;
    }
    seen.add(lead.publicId);
    leads.push(lead);
    note({ row, status: 'added', email: lead.publicId, name });
  });
  return { leads, report };
}

/** The report once written: rows whose address was already in the campaign become duplicates. */
export function finishEmailCsvReport(
  report: EmailCsvReport,
  notCreated: ReadonlySet<string>,
): EmailCsvReport {
  if (notCreated.size === 0) return report;
  const rows = report.rows.map((r) =>
    r.status === 'added' && r.email && notCreated.has(r.email)
      ? { ...r, status: 'duplicate' as const, reason: emailCsvReasons.duplicateInCampaign }
      : r,
  );
  return {
    ...report,
    rows,
    added: report.added - notCreated.size,
    duplicate: report.duplicate + notCreated.size,
  };
}
