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

/** POST /email/unsubscribe?t=: the token of a campaign email's unsubscribe link (ours). */
export const ZUnsubscribeQuery = z.object({ t: z.string().trim().min(1).max(256) });
export const ZUnsubscribeResponse = z.object({ success: z.literal(true), email: z.string() });

/** PATCH /users/me/toggle-unsubscribe-link: the new value (spec 1 §7; ours: no body, it flips). */
export const ZUnsubscribeLinkResponse = z.object({ includeUnsubscribeEmailLink: z.boolean() });

/** POST /users/me/unsubscribed-emails/csv {receiverEmail} (spec 1 §7): the export dialogs' form. */
export { ZExportByEmailRequest as ZUnsubscribedCsvRequest } from './account.ts';
export const ZUnsubscribedCsvResponse = z.object({ success: z.literal(true), count: z.number() });

/** GET and PATCH /users/signature: the signature as saved (spec 1 §3 Signature). */
export const ZSignatureResponse = z.object({
  emailSignature: z.string(),
  emailAttachments: z.array(z.object({ file_name: z.string(), file_uri: z.string() })),
  isExcludedSignatureDash: z.boolean(),
});
export type TSignatureResponse = z.infer<typeof ZSignatureResponse>;
