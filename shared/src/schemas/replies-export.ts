import * as z from 'zod';
import { ZActivityQuery as ZActivityQueryBase } from './activity-queries.ts';
import { ZExportEmail } from './leads.ts';

/**
 * POST /campaigns/replies/csv (spec 3 §7: email, offset, filename): the team's replies as a CSV file
 * mailed to `email`. `offset` is the browser's `Date#getTimezoneOffset()` (minutes behind UTC), used
 * for the file's dates; `filename` defaults to replies.csv; the time filter narrows the replies as on
 * the replies page.
 */
export const ZRepliesCsvRequest = z.object({
  email: ZExportEmail,
  offset: z.number().int().min(-840).max(840).optional(),
  filename: z.string().trim().max(100).optional(),
  timeFilter: ZActivityQueryBase.shape.timeFilter,
  customFromDate: ZActivityQueryBase.shape.customFromDate,
  customToDate: ZActivityQueryBase.shape.customToDate,
});
export type TRepliesCsvRequest = z.output<typeof ZRepliesCsvRequest>;

/**
 * POST /campaigns/{id}/activity/csv (spec 3 §7 "Campaign activity (email, filters)"): the campaign's
 * activity, as its Activity tab lists it (newest first), as a CSV file mailed to `email`. `filters`
 * narrows to activity labels or kinds as GET /campaigns/activity does; `offset` and `filename` as for
 * replies (default activity.csv).
 */
export const ZActivityCsvRequest = z.object({
  email: ZExportEmail,
  offset: ZRepliesCsvRequest.shape.offset,
  filename: ZRepliesCsvRequest.shape.filename,
  filters: ZActivityQueryBase.shape.filters,
});
export type TActivityCsvRequest = z.output<typeof ZActivityCsvRequest>;
