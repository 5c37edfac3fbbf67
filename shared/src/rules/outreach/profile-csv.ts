import { parseProfileUrl } from '../../schemas/linkedin-urls.ts';
import {
  CsvAudience,
  type CsvLead,
  type CsvReport,
  markCampaignDuplicates,
  placeholderColumns,
  readCsvTable,
  rowColumns,
} from './audience-csv.ts';

// Shared by the server (which adds the leads) and the SPA (whose CSV step shows the same report for
// the file before the campaign exists). What every audience CSV shares is in audience-csv.ts.

export {
  CSV_MAX_COLUMNS,
  CSV_MAX_PREAMBLE_ROWS,
  CSV_MAX_ROW_BYTES,
  CSV_MAX_ROWS,
  CSV_REPORT_MAX_ROWS,
  type CsvReport,
  type CsvRowReport,
  type CsvRowStatus,
  csvMessages,
  sniffDelimiter,
} from './audience-csv.ts';

/** A person read from a profile CSV (the server's NewLead takes it as is). */
export interface ProfileCsvLead extends CsvLead {
  /** `https://www.linkedin.com/in/{publicId}/`: one spelling whatever the file wrote. */
  profileUrl: string;
}

/** Why a row was not added (OURS: the spec asks for a reason, not its words). */
export const csvRowReasons = {
  noUrl: 'No LinkedIn profile URL in this row',
  notProfile: 'Not a LinkedIn profile URL',
  salesOnly: 'A Sales Navigator lead URL without a LinkedIn profile URL',
  duplicateInFile: 'Already earlier in this file',
  duplicateInCampaign: 'Already in this campaign',
} as const;

const isSalesLead = (cell: string) => parseProfileUrl(cell)?.kind.startsWith('sales') ?? false;

const isInProfile = (cell: string) => {
  const p = parseProfileUrl(cell);
  return p?.kind === 'in' || p?.kind === 'pub';
};

function fromProfileUrl(url: string, csvColumns: Record<string, string>): ProfileCsvLead | null {
  const p = parseProfileUrl(url);
  if (!p || (p.kind !== 'in' && p.kind !== 'pub')) return null;
  return { publicId: p.publicId, profileUrl: `https://www.linkedin.com/in/${p.publicId}/`, csvColumns };
}

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
  const { header, body, width } = readCsvTable(raw, { isKey: (c) => parseProfileUrl(c) !== null });
  const audience = new CsvAudience<ProfileCsvLead>({
    field: 'profileUrl',
    duplicateInFile: csvRowReasons.duplicateInFile,
  });
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
  audience.report.columns = placeholderColumns(header, urlCol);
  body.forEach((r, index) => {
    const csvColumns = rowColumns(header, r, urlCol);
    const cell = urlCol >= 0 ? (r[urlCol] ?? '') : '';
    const lead = fromProfileUrl(cell, csvColumns);
    if (lead) {
      audience.add(index + 1, csvColumns, { lead, id: lead.publicId.toLowerCase(), shown: lead.profileUrl });
      return;
    }
    // A Sales Navigator export's private members have only their lead URL, in its own column.
    const reason = !cell
      ? r.some(isSalesLead)
        ? csvRowReasons.salesOnly
        : csvRowReasons.noUrl
      : parseProfileUrl(cell)
        ? csvRowReasons.salesOnly
        : csvRowReasons.notProfile;
    audience.add(index + 1, csvColumns, { reason, shown: cell });
  });
  const { leads, report } = audience;
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
  return markCampaignDuplicates(report, 'profileUrl', existing, csvRowReasons.duplicateInCampaign);
}
