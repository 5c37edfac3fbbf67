import * as z from 'zod';

/** Spec 1 §5 and §9: X's PIN has 7 digits. */
export const X_PIN_LENGTH = 7;

export const xPinMessages = {
  required: 'Please enter a pin',
  length: 'Pin must 7 characters long',
  digits: 'Please enter only numbers',
} as const;

/** POST /twitter/verify-login: the PIN X showed after the user authorised the app. */
export const ZTwitterVerifyLoginRequest = z.object({
  pin: z
    .string()
    .trim()
    // One message at a time, in the spec's order: required, digits only, 7 characters.
    .max(100, { message: xPinMessages.length, abort: true })
    .min(1, { message: xPinMessages.required, abort: true })
    .regex(/^\d+$/, { message: xPinMessages.digits, abort: true })
    .length(X_PIN_LENGTH, xPinMessages.length),
});
export type TTwitterVerifyLoginRequest = z.infer<typeof ZTwitterVerifyLoginRequest>;

export const ZTwitterAuthUrlResponse = z.object({ url: z.string() });

/**
 * POST /twitter/code: what X put in the callback URL's query after the user authorised the app (the
 * code page, in AWS: X's OAuth 2.0 has no out-of-band PIN page); answered with the PIN to type.
 */
export const ZTwitterCodeRequest = z.object({
  code: z.string().trim().min(1).max(1024),
  state: z.string().trim().min(1).max(1024),
});
export const ZTwitterCodeResponse = z.object({ pin: z.string() });

/** Spec 1 §3 Twitter account: name, username, imageUrl; plus whether X still accepts our tokens. */
export const ZTwitterAccountResponse = z.object({
  name: z.string(),
  username: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(['connected', 'broken']),
  error: z.string().nullable(),
});
export type TTwitterAccountResponse = z.infer<typeof ZTwitterAccountResponse>;

/** GET /twitter/details/user: the connected account, or null when none is connected. */
export const ZTwitterDetailsResponse = ZTwitterAccountResponse.nullable();

export const ZTwitterRemovedResponse = z.object({ success: z.boolean() });
