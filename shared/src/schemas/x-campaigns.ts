// X (Twitter) campaigns (issue #13): POST /campaigns/twitter/audience/csv (spec 3 §7 names the call;
// its payload, the pasted handles and the report are OURS).
import * as z from 'zod';
import { nameMaxLength } from '../constants/outreach.ts';
import { ZTouchSequence } from './campaigns.ts';

/** The most handles one paste may hold (the CSV's row cap). */
export const X_HANDLES_MAX = 10_000;

export const xCampaignMessages = {
  noAudience: 'Please upload a CSV file or paste X handles',
  noHandles: 'The list has no X handles',
} as const;

/**
 * POST /campaigns/twitter/audience/csv: an X campaign from an uploaded CSV of X handles (`key`, from
 * POST /uploads/presigned-url), from pasted handles (`handles`: `@name`, `name` or profile URLs), or
 * both.
 */
export const ZXCampaignRequest = z
  .object({
    key: z.string().trim().min(1).max(1024).optional(),
    handles: z.array(z.string().trim().max(300)).max(X_HANDLES_MAX).optional(),
    name: z.string().trim().max(nameMaxLength).optional(),
    touchSequence: ZTouchSequence.optional(),
  })
  .refine((b) => Boolean(b.key) || (b.handles ?? []).some((h) => h.length > 0), {
    message: xCampaignMessages.noAudience,
    path: ['key'],
  });
export type TXCampaignRequest = z.infer<typeof ZXCampaignRequest>;

/** A row of the handles' report: added, duplicate (in the list or the campaign) or invalid. */
const ZXHandleRow = z.object({
  row: z.number(),
  status: z.enum(['added', 'duplicate', 'invalid']),
  reason: z.string().optional(),
  handle: z.string().optional(),
  name: z.string().optional(),
});

/** The new draft and the per-row report of its handles. */
export const ZXCampaignCreatedResponse = z.looseObject({
  id: z.string(),
  name: z.string(),
  category: z.literal('twitter'),
  campaignType: z.literal('twitter_csv'),
  leadsCount: z.number(),
  csv: z.object({
    added: z.number(),
    duplicate: z.number(),
    invalid: z.number(),
    rows: z.array(ZXHandleRow),
    columns: z.array(z.string()),
  }),
});
export type TXCampaignCreatedResponse = z.infer<typeof ZXCampaignCreatedResponse>;
