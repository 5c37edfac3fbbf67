import type { CsvReport } from '@outreach/shared/rules/outreach/audience-csv';
import { decodeCsvBytes } from '@outreach/shared/rules/outreach/csv-bytes';
import { parseEmailCsv } from '@outreach/shared/rules/outreach/email-csv';
import { parseProfileCsv } from '@outreach/shared/rules/outreach/profile-csv';
import { parseXCsv } from '@outreach/shared/rules/outreach/x-csv';

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

/** The same for a CSV of email addresses (the email campaign's parser). */
export function readEmailCsv(bytes: Uint8Array): CsvReport {
  return parseEmailCsv(decodeCsvBytes(bytes)).report;
}

/** The same for a CSV of X handles (the X campaign's parser). */
export function readXCsv(bytes: Uint8Array): CsvReport {
  return parseXCsv(decodeCsvBytes(bytes)).report;
}
