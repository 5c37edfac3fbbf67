import * as z from 'zod';

/** Why the help chat is off for this caller. */
export const SUPPORT_CHAT_OFF = ['not-configured', 'white-label', 'impersonating'] as const;

/**
 * GET /intercom (spec 1 §7 "support chat identity; response not shown"): what the SPA boots Intercom's
 * Messenger with. `userHash` is HMAC-SHA256 of `userId` with the app's identity-verification secret,
 * so nobody can chat as another user. White-label users get no help chat (spec 1 §6), and an
 * impersonating admin does not start one (spec 1 §2).
 */
export const ZIntercomResponse = z.object({
  enabled: z.boolean(),
  reason: z.enum(SUPPORT_CHAT_OFF).nullable(),
  appId: z.string().nullable(),
  /** The Messenger script's URL. */
  widgetUrl: z.string().nullable(),
  user: z
    .object({
      userId: z.string(),
      email: z.string(),
      name: z.string(),
      /** Unix seconds, as Intercom takes `created_at`. */
      createdAt: z.number(),
      userHash: z.string(),
    })
    .nullable(),
});
export type TIntercomResponse = z.infer<typeof ZIntercomResponse>;
