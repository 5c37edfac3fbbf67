// The invitations pages' calls (spec 3 §2, §3, §4, §5, §7): GET /invites, POST /invites/change-status.
import * as z from 'zod';
import { ZCursor } from './paging.ts';

export const invitationStatuses = ['SENT', 'RECEIVED', 'WITHDRAWN'] as const;
export type InvitationListStatus = (typeof invitationStatuses)[number];

/** OURS: the spec says a confirmation tells that the selected items go to the next batch. */
export const invitationTexts = {
  queued: 'The selected invitations are added to the next batch for processing.',
} as const;

/** GET /invites: one tab, sent (default) newest first, received newest first, withdrawn by name. */
export const ZInvitesQuery = z.object({
  status: z.enum(invitationStatuses).default('SENT'),
  nextCursor: ZCursor,
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type TInvitesQuery = z.output<typeof ZInvitesQuery>;

const ZInvitePersonResponse = z.object({
  entityUrn: z.string(),
  publicId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export const ZInviteResponse = z.object({
  id: z.string(),
  status: z.enum(invitationStatuses),
  person: ZInvitePersonResponse,
  message: z.string().nullable(),
  sentTime: z.number(),
  /** A bulk action waiting for the bot's next batch. */
  pendingAction: z.enum(['WITHDRAW', 'ACCEPT', 'REJECT']).nullable(),
});
export const ZInvitesResponse = z.object({
  total: z.number(),
  invites: z.array(ZInviteResponse),
  nextCursor: z.string().nullable(),
  counts: z.object({ sent: z.number(), received: z.number(), withdrawn: z.number() }),
  sync: z.object({
    status: z.enum(['never', 'running', 'done', 'failed']),
    finishedAt: z.string().nullable(),
  }),
});
export const ZChangeInvitesResponse = z.object({ queued: z.number(), message: z.string() });
export const ZInvitesSyncResponse = ZInvitesResponse.shape.sync;
