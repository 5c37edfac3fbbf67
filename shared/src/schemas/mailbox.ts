import * as z from 'zod';

/** SMTP settings as answered: never the password. */
export const ZSmtpSettingsResponse = z.object({
  replyToEmail: z.string(),
  senderName: z.string(),
  smtpServer: z.string(),
  username: z.string(),
  port: z.number(),
  isTlsEnabled: z.boolean(),
});

/** IMAP settings as answered: never the password. */
export const ZImapSettingsResponse = z.object({
  imapServer: z.string(),
  username: z.string(),
  port: z.number(),
  isTlsEnabled: z.boolean(),
});

/**
 * GET /users/me/mail-settings (spec 1 §3 mail settings): `isConnected`, the settings without
 * passwords, and when the mailbox stopped working, `status: 'broken'` with the server's reason.
 */
export const ZMailSettingsResponse = z.object({
  isConnected: z.boolean(),
  status: z.enum(['connected', 'broken']).optional(),
  errorMessage: z.string().nullable().optional(),
  smtpSettings: ZSmtpSettingsResponse.nullable(),
  imapSettings: ZImapSettingsResponse.nullable(),
});
export type TMailSettingsResponse = z.infer<typeof ZMailSettingsResponse>;

/** One send-as address of the connected account (spec 1 §3). */
export const ZEmailAliasResponse = z.object({
  sendAsEmail: z.string(),
  displayName: z.string(),
  isDefault: z.boolean(),
  alfredDefault: z.boolean(),
});

/** GET /users/email: the connected email account, whichever provider (spec 1 §3). */
export const ZConnectedEmailResponse = z.object({
  gmailEnabled: z.boolean(),
  outlookEnabled: z.boolean(),
  outlookError: z.boolean(),
  smtpConnected: z.boolean(),
  provider: z.enum(['smtp', 'gmail', 'outlook']).nullable(),
  status: z.enum(['connected', 'broken']).nullable(),
  errorMessage: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  pic: z.string().nullable(),
  alias: z.array(ZEmailAliasResponse),
});
export type TConnectedEmailResponse = z.infer<typeof ZConnectedEmailResponse>;

export const ZSuccessResponse = z.object({ success: z.boolean(), message: z.string().optional() });

/** GET /gmail/code-url, /microsoft/outlook/code-url: the SPA's own state, carried through the provider. */
export const ZMailCodeUrlQuery = z.object({ state: z.string().max(2048).optional() });
export const ZMailCodeUrlResponse = z.object({ url: z.string() });

/** POST /gmail/sign-in: the provider's code and the state it sent back. */
export const ZGmailSignInRequest = z.object({
  authorizationCode: z.string().min(1).max(4096),
  state: z.string().max(4096).optional(),
});

/** POST /microsoft/outlook/sign-in. */
export const ZOutlookSignInRequest = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().max(4096).optional(),
});

export const ZMailConnectedResponse = z.object({ success: z.boolean(), email: z.string() });

/** PATCH /gmail/aliases: the address to send from. */
export const ZAliasRequest = z.object({ email: z.string().trim().min(1).max(254) });
export const ZAliasesResponse = z.array(ZEmailAliasResponse);
