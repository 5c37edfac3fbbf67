// The user profile, refer-a-friend, auto-withdrawal and greetings settings (spec 1 §2 settings, §7).
// The spec names the calls and pages only; field shapes and messages not quoted below are OURS
// (shared/SPEC-CHOICES.md, "Settings pages (issue #11)").
import * as z from 'zod';
import { zEmail } from './email.ts';

export const profileMessages = {
  firstName: 'Please enter a first name',
  nameTooLong: 'Please enter a name of at most 50 characters',
  email: 'Please enter a valid email',
  emailTaken: 'This email is already used by another account',
  sameEmail: 'This is already your email',
  photoType: 'Please choose a gif, jpeg, png, bmp or webp image',
  photoSize: 'Please choose an image of at most 5 MB',
  photoKey: 'Please upload the photo first',
} as const;

/** Image types accepted for a profile photo (the spec's signature image types). */
export const profilePhotoTypes = ['image/gif', 'image/jpeg', 'image/png', 'image/bmp', 'image/webp'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /users/me/photo-upload-url: a presigned PUT for the user's new photo (ours; the spec's
 * `PATCH /users/update` is multipart, which API Gateway + Lambda handle poorly, so the photo goes
 * straight to S3 and the update carries its key).
 *
 * @example
 * ZPhotoUploadRequest.safeParse({ mimetype: 'image/png', size: 1200 }).success // true
 */
export const ZPhotoUploadRequest = z.object({
  mimetype: z.enum(profilePhotoTypes, { error: profileMessages.photoType }),
  size: z
    .number({ error: profileMessages.photoSize })
    .int()
    .min(1, profileMessages.photoSize)
    .max(PROFILE_PHOTO_MAX_BYTES, profileMessages.photoSize),
});
export type TPhotoUploadRequest = z.infer<typeof ZPhotoUploadRequest>;
export const ZPhotoUploadResponse = z.object({ signed_url: z.string(), key: z.string() });

/** GET /users/{id}/photo/{file}: a user id and a `<ulid>.<ext>` photo name (checked again by the domain). */
export const ZPhotoParams = z.object({ id: z.string().max(40), file: z.string().max(40) });

const zName = (required?: string) => {
  const s = z.string().trim().max(50, profileMessages.nameTooLong);
  return required ? s.min(1, required) : s;
};

/**
 * PATCH /users/update: name and photo. `photoKey` is the key answered by the photo upload call;
 * `null` removes the photo; absent leaves it.
 *
 * @example
 * ZUpdateProfileRequest.parse({ firstName: ' Ada ', lastName: 'Lovelace' }) // { firstName: 'Ada', lastName: 'Lovelace' }
 */
export const ZUpdateProfileRequest = z.object({
  firstName: zName(profileMessages.firstName),
  lastName: zName(),
  photoKey: z.string().trim().min(1, profileMessages.photoKey).max(300).nullable().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** PATCH /users/change-email {email}: mails a confirmation link to the new address. */
export const ZChangeEmailRequest = z.object({
  email: zEmail({ required: profileMessages.email, invalid: profileMessages.email, lowercase: true }),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;
export const ZChangeEmailResponse = z.object({ pendingEmail: z.string() });

/** POST /users/confirm-email-change {token} (ours): the link's token; public, the token is the proof. */
export const ZConfirmEmailChangeRequest = z.object({ token: z.string().trim().min(1).max(200) });
export const emailChangeStatuses = ['success', 'expired', 'bad_request', 'taken'] as const;
export const ZConfirmEmailChangeResponse = z.object({
  status: z.enum(emailChangeStatuses),
  email: z.string().nullable(),
});

/** GET /users/me/referral: the user's code and link to share (count of sign-ups that used it). */
export const ZReferralResponse = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  referredCount: z.number().int(),
});

/** Auto-withdrawal (ours): withdraw LinkedIn invitations still pending after `afterDays` days. */
export const AUTO_WITHDRAW_DEFAULT_DAYS = 30;
export const AUTO_WITHDRAW_MIN_DAYS = 7;
export const AUTO_WITHDRAW_MAX_DAYS = 180;
export const autoWithdrawMessages = {
  days: `Please enter a number of days from ${AUTO_WITHDRAW_MIN_DAYS} to ${AUTO_WITHDRAW_MAX_DAYS}`,
} as const;
export const ZAutoWithdraw = z.object({
  isEnabled: z.boolean(),
  afterDays: z
    .number({ error: autoWithdrawMessages.days })
    .int(autoWithdrawMessages.days)
    .min(AUTO_WITHDRAW_MIN_DAYS, autoWithdrawMessages.days)
    .max(AUTO_WITHDRAW_MAX_DAYS, autoWithdrawMessages.days),
});
export type TAutoWithdraw = z.infer<typeof ZAutoWithdraw>;
/** PATCH /users/edit-auto-withdraw. */
export const ZAutoWithdrawRequest = z.object({ autoWithdraw: ZAutoWithdraw });
export const ZAutoWithdrawResponse = z.object({ autoWithdraw: ZAutoWithdraw });
export const defaultAutoWithdraw: TAutoWithdraw = {
  isEnabled: false,
  afterDays: AUTO_WITHDRAW_DEFAULT_DAYS,
};

/** The LinkedIn occasions the bot greets connections on (ours: LinkedIn's own three). */
export const greetingTypes = ['birthday', 'work-anniversary', 'new-position'] as const;
export type GreetingType = (typeof greetingTypes)[number];
export const greetingTitles: Record<GreetingType, string> = {
  birthday: 'Birthday',
  'work-anniversary': 'Work anniversary',
  'new-position': 'New position',
};
export const GREETING_MAX_LENGTH = 1000;
export const greetingMessages = {
  empty: 'Please enter a message',
  tooLong: `Please enter a message of at most ${GREETING_MAX_LENGTH} characters`,
} as const;
export const ZGreetingMessage = z
  .object({
    type: z.enum(greetingTypes),
    isEnabled: z.boolean(),
    message: z.string().trim().max(GREETING_MAX_LENGTH, greetingMessages.tooLong),
  })
  .refine((g) => !g.isEnabled || g.message.length > 0, { error: greetingMessages.empty, path: ['message'] });
export type TGreetingMessage = z.infer<typeof ZGreetingMessage>;
/**
 * PATCH /users/edit-greetings {greetingMessages}: one entry per occasion; an enabled one needs a
 * message. `{{firstName}}` in a message is the connection's first name.
 */
export const ZGreetingsRequest = z.object({
  greetingMessages: z
    .array(ZGreetingMessage)
    .max(greetingTypes.length)
    .refine((a) => new Set(a.map((g) => g.type)).size === a.length, 'Each occasion once'),
});
export const ZGreetingsResponse = z.object({ greetingMessages: z.array(ZGreetingMessage) });
export const defaultGreetings: TGreetingMessage[] = [
  { type: 'birthday', isEnabled: false, message: 'Happy birthday, {{firstName}}!' },
  {
    type: 'work-anniversary',
    isEnabled: false,
    message: 'Congratulations on your work anniversary, {{firstName}}!',
  },
  { type: 'new-position', isEnabled: false, message: 'Congratulations on the new role, {{firstName}}!' },
];
