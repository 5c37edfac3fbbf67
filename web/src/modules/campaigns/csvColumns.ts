import { decodeCsvBytes } from '@outreach/shared/rules/outreach/csv-bytes';
import { type CsvReport, parseProfileCsv } from '@outreach/shared/rules/outreach/profile-csv';

/**
 * What the server will make of a CSV of LinkedIn profiles, read in the browser with the server's own
 * parser: the per-row report (added, duplicate within the file, invalid with the reason) and the
 * `{{column}}` placeholders its other columns give. Throws the server's 400 (`AppError`) for a file
 * over the caps or unreadable.
 *
 * @example
 * readProfileCsv(new TextEncoder().encode('Name,URL\nAda,https://www.linkedin.com/in/ada/')).columns // ['name']
 */
export function readProfileCsv(bytes: Uint8Array): CsvReport {
  return parseProfileCsv(decodeCsvBytes(bytes)).report;
}
