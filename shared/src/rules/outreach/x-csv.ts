import {
  CsvAudience,
  type CsvLead,
  type CsvReport,
  markCampaignDuplicates,
  placeholderColumns,
  readCsvTable,
  rowColumns,
} from './audience-csv.ts';
import { csvColumnKey } from './placeholders.ts';
import { parseXHandle, xHandleColumnKeys } from './x-steps.ts';

/** Why a handle was not added (OURS). */
export const xHandleReasons = {
  noHandle: 'No X handle in this row',
  notHandle: 'Not a valid X handle',
  duplicateInFile: 'Already earlier in this list',
  duplicateInCampaign: 'Already in this campaign',
} as const;

/** A lead of an X campaign: its handle is its identity (one lead per handle and campaign). */
export function xLead(handle: string, csvColumns: Record<string, string>): CsvLead {
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
const isKnown = (h: string | undefined) =>
  (xHandleColumnKeys as readonly string[]).includes(csvColumnKey(h ?? ''));

type XList = { leads: CsvLead[]; report: CsvReport };

function collector(from?: XList) {
  const ids = from?.leads.map((l) => l.publicId);
  return new CsvAudience<CsvLead>(
    { field: 'handle', duplicateInFile: xHandleReasons.duplicateInFile },
    from && { ...from, ids: ids ?? [] },
  );
}

function addHandle(out: CsvAudience<CsvLead>, row: number, cell: string, csvColumns: Record<string, string>) {
  const handle = parseXHandle(cell);
  if (!handle) {
    const reason = cell.trim() ? xHandleReasons.notHandle : xHandleReasons.noHandle;
    out.add(row, csvColumns, { reason, shown: cell.trim() });
    return;
  }
  const lead = xLead(handle, csvColumns);
  out.add(row, csvColumns, { lead, id: lead.publicId, shown: handle });
}

/**
 * Reads a CSV of X handles as spreadsheets export them (preamble lines, BOM, comma, semicolon or
 * tab, quoted fields; see readCsvTable). The handle column is a known header ("Twitter", "X handle",
 * "Twitter URL"…), else the column with the most `@handles` or x.com / twitter.com URLs, else the
 * only column; other columns become `{{column}}` placeholders, names, company and title are read
 * from the usual headers.
 *
 * @example
 * parseXCsv('Twitter;Имя\n@ada_builds;Ада\n').report.columns // ['имя']
 */
export function parseXCsv(raw: string): XList {
  const { header, body, width } = readCsvTable(raw, { isKey: isStrongHandle, isKnownHeader: isKnown });
  const out = collector();
  if (width === 0) return out;
  const strongIn = (i: number) => body.filter((r) => isStrongHandle(r[i])).length;
  let col = header.findIndex((h) => isKnown(h));
  if (col < 0) {
    let best = -1;
    for (let i = 0; i < width; i++) if (best < 0 || strongIn(i) > strongIn(best)) best = i;
    col = best >= 0 && strongIn(best) > 0 ? best : width === 1 ? 0 : -1;
  }
  out.report.columns = placeholderColumns(header, col);
  body.forEach((r, index) => {
    addHandle(out, index + 1, col >= 0 ? (r[col] ?? '') : '', rowColumns(header, r));
  });
  return { leads: out.leads, report: out.report };
}

/** Pasted handles (`@name`, `name` or profile URLs), one per entry; rows continue after a CSV's. */
export function parsePastedHandles(entries: readonly string[], into?: XList): XList {
  const out = collector(into);
  const start = out.count;
  entries
    .map((e) => e.trim())
    .filter(Boolean)
    .forEach((e, i) => {
      addHandle(out, start + i + 1, e, {});
    });
  return { leads: out.leads, report: out.report };
}

/** The report once written: rows whose handle was already in the campaign become duplicates. */
export function finishXReport(report: CsvReport, notCreated: ReadonlySet<string>): CsvReport {
  return markCampaignDuplicates(report, 'handle', notCreated, xHandleReasons.duplicateInCampaign, (h) =>
    h.toLowerCase(),
  );
}
