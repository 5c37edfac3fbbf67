import * as z from 'zod';
import {
  LINKEDIN_EXCLUDED_COUNTRIES,
  PORT_MAX,
  PORT_MAX_LENGTH,
  PORT_MIN,
  REPLY_TO_MIN,
  SIGNATURE_IMAGE_EXTENSIONS,
  SIGNATURE_IMAGE_MIME_TYPES,
  SIGNATURE_MAX_IMAGES,
  VERIFICATION_CODE_LENGTH,
  X_PIN_LENGTH,
} from '../constants/account.ts';
import { zEmail } from './email.ts';

// ── LinkedIn ─────────────────────────────────────────────────────────────────

/** LinkedIn credentials and verification messages, word for word (spec 1 §5). */
export const linkedInMessages = {
  email: 'Please enter valid email address',
  incomplete: 'Please enter both an email and password and select country',
  code: 'Please make sure you enter a 6 digit code.',
  removeConfirm: 'Are you sure you want to remove LinkedIn credentials ?',
  contractUnchanged: 'Please change contract before save',
  contractFallback: 'Something went wrong. Please try later.',
} as const;

/**
 * PATCH /linked-in/update-credentials: email (required, valid), password (required), country
 * (ISO 3166 alpha-2, required, never CN).
 *
 * @example
 * ZLinkedInCredentials.safeParse({ email: 'a@b.co', password: 'x', countryCode: 'US' }).success // true
 */
export const ZLinkedInCredentials = z.object({
  email: zEmail({ invalid: linkedInMessages.email }),
  password: z.string({ error: linkedInMessages.incomplete }).min(1, linkedInMessages.incomplete).max(200),
  countryCode: z
    .string({ error: linkedInMessages.incomplete })
    .max(16, { error: linkedInMessages.incomplete, abort: true })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, linkedInMessages.incomplete)
    .refine(
      (c) => !(LINKEDIN_EXCLUDED_COUNTRIES as readonly string[]).includes(c),
      linkedInMessages.incomplete,
    ),
});
export type TLinkedInCredentials = z.infer<typeof ZLinkedInCredentials>;

/**
 * The 6-digit LinkedIn verification code.
 *
 * @example
 * ZVerificationCode.safeParse('123456').success // true
 * ZVerificationCode.safeParse('12345').success  // false
 */
export const ZVerificationCode = z
  .string({ error: linkedInMessages.code })
  .trim()
  .length(VERIFICATION_CODE_LENGTH, linkedInMessages.code)
  .regex(/^\d+$/, linkedInMessages.code);

/** POST /linked-in/verify-code. */
export const ZLinkedInVerifyCodeRequest = z.object({
  code: ZVerificationCode,
  browserId: z.string().min(1).max(256),
});
export type TLinkedInVerifyCodeRequest = z.infer<typeof ZLinkedInVerifyCodeRequest>;

/**
 * POST /users/set-contract-id, checked against the current contract: it must differ.
 *
 * @example
 * salesNavigatorContractSchema('c1').safeParse({ selectedContractId: 'c1' }).success // false
 */
export function salesNavigatorContractSchema(currentContractId: string | null | undefined) {
  return z.object({
    selectedContractId: z
      .string({ error: linkedInMessages.contractUnchanged })
      .min(1, linkedInMessages.contractUnchanged)
      .refine((id) => id !== currentContractId, linkedInMessages.contractUnchanged),
  });
}
/** The request shape without the current-contract check (server side). */
export const ZSetContractRequest = z.object({ selectedContractId: z.string().min(1).max(256) });

// ── X (Twitter) ──────────────────────────────────────────────────────────────

/** X pin messages, word for word (spec 1 §5). */
export const xPinMessages = {
  required: 'Please enter a pin',
  length: 'Pin must 7 characters long',
  digits: 'Please enter only numbers',
} as const;

/**
 * The X pin: required, 7 characters, digits only.
 *
 * @example
 * ZXPin.safeParse('1234567').success // true
 */
export const ZXPin = z
  .string({ error: xPinMessages.required })
  .trim()
  .min(1, { error: xPinMessages.required, abort: true })
  .length(X_PIN_LENGTH, xPinMessages.length)
  .regex(/^\d+$/, xPinMessages.digits);

/** POST /twitter/verify-login. */
export const ZTwitterVerifyRequest = z.object({ pin: ZXPin });

// ── SMTP and IMAP ────────────────────────────────────────────────────────────

/** SMTP, IMAP and test-email messages, word for word (spec 1 §5, §8). */
export const mailMessages = {
  replyToRequired: 'Please enter an Email',
  replyToMin: 'Please enter an Email at least 6 characters long',
  replyToPattern: 'Please enter a valid Email',
  senderName: 'Please enter a Sender Name',
  smtpServer: 'Please enter a SMTP server',
  username: 'Please enter a User Name',
  password: 'Please enter a Password',
  portRequired: 'Please enter a Port',
  portNumeric: 'Please enter a valid number Port',
  portRange: 'Please enter a valid port',
  imapServer: 'Please enter an IMAP Server',
  imapUsername: 'Please enter an IMAP Username',
  imapUsernameMatch: 'IMAP username should match SMTP username',
  testRecipientRequired: 'Please enter email',
  testRecipientValid: 'Please enter a valid email',
  testRecipientDiffers: 'Email should be different from the email typed for SMTP Username',
  testSent: 'We sent test email to your inbox.',
  updated: 'SMTP + IMAP setting updated successfully',
  deleted: 'SMTP + IMAP settings deleted successfully',
  smtpUpdated: 'SMTP Settings updated successfully',
} as const;

// Host names are at most 253 characters; user names and passwords get room to spare.
const required = (message: string, max = 1024) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * A port, from a form string or a number: required, numeric, 0 to 65535, at most 5 characters.
 * Output is a number.
 *
 * @example
 * ZPort.parse('587')             // 587
 * ZPort.safeParse('65536').success // false ('Please enter a valid port')
 */
export const ZPort = z
  .union([z.number(), z.string().max(32, mailMessages.portRange)], { error: mailMessages.portRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: mailMessages.portRequired, abort: true })
      .refine((v) => v !== '' && !Number.isNaN(Number(v)), { error: mailMessages.portNumeric, abort: true })
      .refine(
        (v) =>
          /^\d+$/.test(v) && v.length <= PORT_MAX_LENGTH && Number(v) >= PORT_MIN && Number(v) <= PORT_MAX,
        mailMessages.portRange,
      )
      .transform(Number),
  );

/**
 * SMTP settings; values are trimmed.
 *
 * @example
 * ZSmtpSettings.parse({ replyToEmail: ' me@acme.io ', senderName: 'Me', smtpServer: 'smtp.acme.io', username: 'me@acme.io', password: 'p', port: '587' })
 */
export const ZSmtpSettings = z.object({
  replyToEmail: zEmail({
    required: mailMessages.replyToRequired,
    min: { length: REPLY_TO_MIN, message: mailMessages.replyToMin },
    invalid: mailMessages.replyToPattern,
  }),
  senderName: required(mailMessages.senderName, 256),
  smtpServer: required(mailMessages.smtpServer, 253),
  username: required(mailMessages.username),
  password: required(mailMessages.password),
  port: ZPort,
  isTlsEnabled: z.boolean().default(true),
});
export type TSmtpSettings = z.infer<typeof ZSmtpSettings>;

/** IMAP settings; values are trimmed. */
export const ZImapSettings = z.object({
  imapServer: required(mailMessages.imapServer, 253),
  username: required(mailMessages.imapUsername),
  password: required(mailMessages.password),
  port: ZPort,
  isTlsEnabled: z.boolean().default(true),
});
export type TImapSettings = z.infer<typeof ZImapSettings>;

/**
 * PUT /users/me/mail-settings: both forms, and the IMAP username must equal the SMTP username.
 *
 * @example
 * ZMailSettingsRequest.safeParse({ smtpSettings, imapSettings: { ...imap, username: 'other' } }).success // false
 */
export const ZMailSettingsRequest = z
  .object({ smtpSettings: ZSmtpSettings, imapSettings: ZImapSettings })
  .superRefine((v, ctx) => {
    if (v.imapSettings.username !== v.smtpSettings.username) {
      ctx.addIssue({
        code: 'custom',
        message: mailMessages.imapUsernameMatch,
        path: ['imapSettings', 'username'],
      });
    }
  });
export type TMailSettingsRequest = z.infer<typeof ZMailSettingsRequest>;

/**
 * POST /users/integrations/test-email: both forms valid, and a recipient that differs from the
 * SMTP username (compared case-insensitively).
 *
 * @example
 * ZTestEmailRequest.safeParse({ receiverEmail: 'me@acme.io', smtpSettings: { ...smtp, username: 'me@acme.io' }, imapSettings }).success // false
 */
export const ZTestEmailRequest = z
  .object({
    receiverEmail: zEmail({
      required: mailMessages.testRecipientRequired,
      invalid: mailMessages.testRecipientValid,
    }),
    smtpSettings: ZSmtpSettings,
    imapSettings: ZImapSettings,
  })
  .superRefine((v, ctx) => {
    if (v.imapSettings.username !== v.smtpSettings.username) {
      ctx.addIssue({
        code: 'custom',
        message: mailMessages.imapUsernameMatch,
        path: ['imapSettings', 'username'],
      });
    }
    if (v.receiverEmail.toLowerCase() === v.smtpSettings.username.toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: mailMessages.testRecipientDiffers, path: ['receiverEmail'] });
    }
  });
export type TTestEmailRequest = z.infer<typeof ZTestEmailRequest>;

// ── Signature ────────────────────────────────────────────────────────────────

/** Signature messages: the one-image rule is the spec's; the type message is ours. */
export const signatureMessages = {
  oneImage: 'You can only add one image!',
  imageType: 'Please upload a gif, jpeg, jpg, png, bmp or webp image',
  uploadFailed: 'Uploading failed! Please contact support!',
  uploadError: "Couldn't upload the file!",
} as const;

/**
 * Whether a file name has an accepted signature image extension.
 *
 * @example
 * isAcceptedSignatureImage('logo.PNG') // true
 * isAcceptedSignatureImage('logo.svg') // false
 */
export function isAcceptedSignatureImage(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (SIGNATURE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Rich text that is only empty markup (tags, whitespace, &nbsp;, no image) counts as empty.
 *
 * @example
 * isEmptyRichText('<p><br></p>') // true
 * isEmptyRichText('<p>Hi</p>')   // false
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, '')
      .trim() === ''
  );
}

/**
 * Rich text as saved: empty markup becomes the empty string.
 *
 * @example
 * normalizeRichText('<p></p>') // ''
 */
export function normalizeRichText(html: string | null | undefined): string {
  return isEmptyRichText(html) ? '' : (html as string);
}

/**
 * One signature attachment. `file_uri`: the image's public URL as the API answers it, or the stored
 * form, a path on the public blob base (`/blobs/signatures/<team>/…`), which survives a new host or port.
 */
export const ZSignatureAttachment = z.object({
  file_name: z.string().min(1).max(255).refine(isAcceptedSignatureImage, signatureMessages.imageType),
  file_uri: z
    .string()
    .max(2048)
    .pipe(z.union([z.url(), z.string().regex(/^\/(?!\/)\S+$/)])),
});

/**
 * PATCH /users/signature: rich text (empty markup saved as ''), at most one image.
 *
 * @example
 * ZSignatureRequest.parse({ emailSignature: '<p><br></p>', emailAttachments: [] }).emailSignature // ''
 */
export const ZSignatureRequest = z.object({
  emailSignature: z.string().max(100_000).transform(normalizeRichText),
  emailAttachments: z
    .array(ZSignatureAttachment)
    .max(SIGNATURE_MAX_IMAGES, signatureMessages.oneImage)
    .default([]),
  isExcludedSignatureDash: z.boolean().default(false),
});
export type TSignatureRequest = z.infer<typeof ZSignatureRequest>;

/**
 * The presigned-upload request of a signature image: file name and an accepted image MIME type.
 *
 * @example
 * ZSignatureUploadRequest.safeParse({ filename: 'a.png', mimetype: 'image/png' }).success // true
 */
export const ZSignatureUploadRequest = z.object({
  filename: z.string().min(1).max(255).refine(isAcceptedSignatureImage, signatureMessages.imageType),
  mimetype: z.enum(SIGNATURE_IMAGE_MIME_TYPES, { error: signatureMessages.imageType }),
});
