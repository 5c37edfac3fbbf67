import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { X_HANDLES_MAX, xCampaignMessages } from '@outreach/shared/schemas/x-campaigns';
import * as z from 'zod';
import { splitPastedHandles } from './api/xCampaignsApi.ts';

/** Ours: a Twitter DM step must say something. */
export const xDmMessageRequired = 'Please enter a message';

/** The X campaign wizard's form: a CSV of handles and/or pasted ones, then the X steps. */
export const ZXCampaignForm = z
  .object({
    name: ZCreateCampaignRequest.shape.name,
    csvKey: z.string(),
    csvFileName: z.string(),
    handlesText: z.string().max(200_000),
    touchSequence: ZTouchSequence.extend({
      sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
    }).superRefine((seq, ctx) => {
      seq.sequence.forEach((s, i) => {
        if (s.type === 'Twitter DM' && !s.message?.trim())
          ctx.addIssue({ code: 'custom', path: ['sequence', i, 'message'], message: xDmMessageRequired });
      });
    }),
  })
  .superRefine((v, ctx) => {
    const pasted = splitPastedHandles(v.handlesText);
    if (!v.csvKey && pasted.length === 0)
      ctx.addIssue({ code: 'custom', path: ['csvKey'], message: xCampaignMessages.noAudience });
    if (pasted.length > X_HANDLES_MAX)
      ctx.addIssue({ code: 'custom', path: ['handlesText'], message: `At most ${X_HANDLES_MAX} handles` });
  });
export type XCampaignFormInput = z.input<typeof ZXCampaignForm>;
export type XCampaignFormValues = z.output<typeof ZXCampaignForm>;
