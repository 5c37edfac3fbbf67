import { csvColumnKey } from '@outreach/shared/rules/outreach/placeholders';
import { parseProfileUrl } from '@outreach/shared/schemas/linkedin-urls';
import { parse } from 'csv-parse/browser/esm/sync';

/**
 * The `{{column}}` placeholders a CSV's header gives, read in the browser from the file's first lines
 * as the server reads them: the header is the row above the first row holding a profile URL, the
 * delimiter the one that splits it widest; the profile column itself is left out.
 *
 * @example
 * csvPlaceholderColumns('Name,Company,URL\nAda,Acme,https://www.linkedin.com/in/ada/') // ['name', 'company']
 */
export function csvPlaceholderColumns(text: string): string[] {
  const head = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, 40)
    .join('\n');
  let best: string[][] = [];
  for (const delimiter of [',', ';', '\t']) {
    try {
      const rows: string[][] = parse(head, {
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
      });
      const width = (rs: string[][]) => Math.max(0, ...rs.map((r) => r.length));
      if (width(rows) > width(best)) best = rows;
    } catch {
      // not this delimiter (or a cut-off last line)
    }
  }
  const firstUrl = best.findIndex((r) => r.some((c) => parseProfileUrl(c)));
  if (firstUrl <= 0) return [];
  const header = best[firstUrl - 1];
  const urlCol = best[firstUrl].findIndex((c) => parseProfileUrl(c));
  return header
    .filter((h, i) => i !== urlCol && h.trim())
    .map((h) => csvColumnKey(h).replace(/^csv_/, ''))
    .filter(Boolean);
}
