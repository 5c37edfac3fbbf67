import {
  CsvAudience,
  type CsvLead,
  type CsvReport,
  markCampaignDuplicates,
  placeholderColumns,
  readCsvTable,
  rowColumns,
} from './audience-csv.ts';
import { emailColumnKeys, isSendableEmail } from './email-sending.ts';
import { csvColumnKey } from './placeholders.ts';

/** Why a row of an email CSV was not added (OURS). */
export const emailCsvReasons = {
  noEmail: 'No email address in this row',
  notEmail: 'Not a valid email address',
  duplicateInFile: 'Already earlier in this file',
  duplicateInCampaign: 'Already in this campaign',
} as const;

/** A lead of an email campaign: its address is its identity (one lead per address and campaign). */
export function emailLead(email: string, csvColumns: Record<string, string>): CsvLead {
  const address = email.trim().toLowerCase();
  return { publicId: address, profileUrl: `mailto:${address}`, email: address, csvColumns };
}

const isKnown = (header: string) => (emailColumnKeys as readonly string[]).includes(csvColumnKey(header));

/**
 * Reads a CSV of email addresses as spreadsheets and CRMs export them (preamble lines, BOM, comma,
 * semicolon or tab, quoted fields; see readCsvTable): the email column is the one holding the most
 * addresses (a known header such as "Email" or "E-mail Address" wins a tie); every other column
 * becomes a `{{column}}` placeholder, and names, company and title are read from the usual headers.
 *
 * @example
 * parseEmailCsv('Email,Имя\nada@example.com,Ада\n').report.columns // ['имя']
 */
export function parseEmailCsv(raw: string): { leads: CsvLead[]; report: CsvReport } {
  const { header, body, width } = readCsvTable(raw, { isKey: isSendableEmail, isKnownHeader: isKnown });
  const audience = new CsvAudience<CsvLead>({
    field: 'email',
    duplicateInFile: emailCsvReasons.duplicateInFile,
  });
  const counts = Array.from(
    { length: width },
    (_, i) => body.filter((r) => isSendableEmail(r[i] ?? '')).length,
  );
  const known = (i: number) => isKnown(header[i] ?? '');
  let col = -1;
  for (let i = 0; i < width; i++) {
    if (col < 0 || counts[i] > counts[col] || (counts[i] === counts[col] && known(i) && !known(col))) col = i;
  }
  if (col >= 0 && counts[col] === 0 && !known(col)) {
    const k = header.findIndex((_, i) => known(i));
    if (k >= 0) col = k;
  }
  audience.report.columns = placeholderColumns(header, col);
  body.forEach((r, index) => {
    const csvColumns = rowColumns(header, r);
    const cell = (col >= 0 ? r[col] : '')?.trim() ?? '';
    if (!isSendableEmail(cell)) {
      const reason = cell ? emailCsvReasons.notEmail : emailCsvReasons.noEmail;
      audience.add(index + 1, csvColumns, { reason, shown: cell });
      return;
    }
    // The address is also kept as `csv_email`, the column the {{email}} placeholder reads.
    csvColumns.csv_email = cell.toLowerCase();
    const lead = emailLead(cell, csvColumns);
    audience.add(index + 1, csvColumns, { lead, id: lead.publicId, shown: lead.publicId });
  });
  return { leads: audience.leads, report: audience.report };
}

/** The report once written: rows whose address was already in the campaign become duplicates. */
export function finishEmailCsvReport(report: CsvReport, notCreated: ReadonlySet<string>): CsvReport {
  return markCampaignDuplicates(report, 'email', notCreated, emailCsvReasons.duplicateInCampaign);
}
