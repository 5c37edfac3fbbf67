// Email campaigns, unsubscribe and suppression (issue #13). The spec names the calls; the payloads
// not shown by it are OURS.
import * as z from 'zod';

/** A row of an email CSV's report: added, duplicate (in the file or the campaign) or invalid. */
const ZEmailCsvRow = z.object({
  row: z.number(),
  status: z.enum(['added', 'duplicate', 'invalid']),
  reason: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
});

/** POST /campaigns/email/audience/csv: the new draft and the file's per-row report. */
export const ZEmailCampaignCreatedResponse = z.looseObject({
  id: z.string(),
  name: z.string(),
  category: z.literal('email'),
  leadsCount: z.number(),
  csv: z.object({
    added: z.number(),
    duplicate: z.number(),
    invalid: z.number(),
    rows: z.array(ZEmailCsvRow),
    columns: z.array(z.string()),
  }),
});
