import * as z from 'zod';
import { ZLinkedInCredentials, ZVerificationCode } from './integrations.ts';
import { ZTokenWhiteLabelResponse } from './whitelabels.ts';

/**
 * Verify on the fly (spec 1 §7, the team setting of that name): when the cloud bot signs a member's
 * LinkedIn account in again on its own and LinkedIn asks for a code, the member gets a link to
 * `/li-verification/{token}`, where they reconnect without signing in to the product.
 */

/** Where the verification page stands (spec 1 §3 "verification token data"; the values are ours). */
export const PAGE_TOKEN_STATUSES = [
  /** The link is good and the account waits to be reconnected: the page offers Connect. */
  'live',
  /** LinkedIn waits for the code a browser of the bot is holding the prompt for. */
  'verification',
  /** LinkedIn refused the saved credentials: the page asks for them again. */
  'credentials',
  /** The account is connected (again): nothing left to do. */
  'connected',
  'expired',
  'bad_request',
] as const;
export type PageTokenStatus = (typeof PAGE_TOKEN_STATUSES)[number];

export const ZVerifyTokenParam = z.object({ token: z.string().min(1).max(512) });
export const ZVerifyTokenBody = ZVerifyTokenParam;

/** POST /linked-in/verify-on-the-fly/verify-code. */
export const ZVerifyOnTheFlyCodeRequest = z.object({
  token: z.string().min(1).max(512),
  code: ZVerificationCode,
});

/** POST /linked-in/verify-on-the-fly/login: new credentials for the token's account. */
export const ZVerifyOnTheFlyLoginRequest = ZLinkedInCredentials.extend({ token: z.string().min(1).max(512) });

export const ZVerifyTokenDataResponse = z.object({
  pageTokenStatus: z.enum(PAGE_TOKEN_STATUSES),
  /** The LinkedIn sign-in email of the account, partly hidden (the link may be forwarded). */
  linkedInEmail: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** Real time; while the status is `verification`. */
  verificationCodeExpiresAt: z.string().nullable(),
  /** The bot is signing in right now (the page polls every 5 seconds, as after a 408). */
  tryingLogin: z.boolean(),
  /** The LinkedIn refusal to show, in the spec's words, when the last try failed. */
  message: z.string().nullable(),
  /** The team's white label, so the page looks like the app the member knows. */
  whiteLabel: ZTokenWhiteLabelResponse.extend({ appName: z.string() }).nullable(),
});
export type TVerifyTokenData = z.infer<typeof ZVerifyTokenDataResponse>;

/** The page's data for a link that tells nothing more than its status (expired, bad_request). */
export function bareTokenData(pageTokenStatus: PageTokenStatus): TVerifyTokenData {
  return {
    pageTokenStatus,
    linkedInEmail: null,
    countryCode: null,
    verificationCodeExpiresAt: null,
    tryingLogin: false,
    message: null,
    whiteLabel: null,
  };
}

export const ZTestEmailResponse = z.object({ sentTo: z.string() });
