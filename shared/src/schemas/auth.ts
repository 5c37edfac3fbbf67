import * as z from 'zod';
import { zEmail } from './email.ts';
import { ZPassword } from './password.ts';
import { ZTokenWhiteLabelResponse } from './whitelabels.ts';

/** The account email (sign-up, sign-in, forgot password): lower-cased, at most 254 characters. */
export const ZEmail = zEmail({ invalid: 'Please enter a valid email', lowercase: true, format: 'zod' });

/** Tracking fields the sign-up form sends (spec 1 §7). */
const trackingFields = {
  landingUrl: z.string().max(2048).optional(),
  utmSource: z.string().max(256).optional(),
  lastPage: z.string().max(2048).optional(),
  pageCounter: z.coerce.number().int().min(0).max(100_000).optional(),
  referralCode: z.string().max(128).optional(),
  trialOrigin: z.string().max(128).optional(),
  promoCode: z.string().max(128).optional(),
};

export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: z
    .string({ error: 'Please enter your first name' })
    .trim()
    .min(1, 'Please enter your first name')
    .max(100),
  lastName: z
    .string({ error: 'Please enter your last name' })
    .trim()
    .min(1, 'Please enter your last name')
    .max(100),
  timezone: z.string().max(64).optional(),
  ...trackingFields,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'Please enter a password' }).min(1, 'Please enter a password').max(100),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZAuthTokenResponse = z.object({ authToken: z.string() });
export type TAuthTokenResponse = z.infer<typeof ZAuthTokenResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });

export const ZSetNewPasswordRequest = z
  .object({ password: ZPassword, passwordConfirmation: z.string().max(1024) })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter a password').max(100),
  newPassword: ZPassword,
});

/** PATCH /users/set-credentials: a password for an account made with Google or Microsoft (ours). */
export const ZSetCredentialsRequest = z
  .object({ password: ZPassword, passwordConfirmation: z.string().max(1024) })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
export type TSetCredentialsRequest = z.infer<typeof ZSetCredentialsRequest>;

/** The code flow's return: the provider's code and the `state` it sent back (checked against the flow). */
export const ZOAuthCodeRequest = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().max(2048).optional(),
  referralCode: z.string().max(128).optional(),
  redirectUri: z.string().max(2048).optional(),
});

export const ZGoogleCodeRequest = z.object({
  authorizationCode: z.string().min(1).max(4096),
  state: z.string().max(2048).optional(),
  referralCode: z.string().max(128).optional(),
  redirectUri: z.string().max(2048).optional(),
});

export const ZCodeUrlQuery = z.object({ state: z.string().max(2048).optional() });
export const ZCodeUrlResponse = z.object({ url: z.string() });

export const ZTokenParam = z.object({ token: z.string().min(1).max(512) });
export const ZCodeParam = z.object({ code: z.string().min(1).max(512) });

/** Email verification link states (spec 1 §2). */
export const verificationLinkStates = [
  'expired',
  'live',
  'bad_request',
  'resend_link_success',
  'resend_link_invalid',
  'success',
] as const;
export type VerificationLinkState = (typeof verificationLinkStates)[number];

export const ZLanguageRequest = z.object({ language: z.enum(['en', 'es', 'fr', 'de', 'pt', 'it']) });

/** POST /auth/logout. */
/** GET /auth/session: the caller's session is live (a revoked or expired one answers 401). */
export const ZSessionResponse = z.object({ active: z.literal(true) });

export const ZLogoutResponse = z.object({ success: z.literal(true) });
/** POST /auth/forgot-password and PATCH /auth/set-new-password/{token}: the confirmation text. */
export const ZAuthMessageResponse = z.object({ message: z.string() });
/** POST /auth/send-verification-link: sent, or the email is verified already (spec 1's states). */
export const ZResendVerificationResponse = z.object({
  status: z.enum(['resend_link_success', 'resend_link_invalid']),
});
/**
 * PATCH /auth/verify-email/{token}: the link's state (spec 1), and the white-label data of the token's
 * user (logoIcon, theme; spec 1 §3 "Verification token data") while their team's white label is active.
 */
export const ZVerifyEmailResponse = z.object({
  status: z.enum(['success', 'expired', 'bad_request']),
  whiteLabel: ZTokenWhiteLabelResponse.nullable().optional(),
});
