// What the settings, upload and LinkedIn-account calls answer (spec 1 §3, §7; issue #15). Each schema
// describes what the handler returns; the integration tests check every successful answer against it.
import * as z from 'zod';

const ZWindow = z.object({ day: z.number(), startHour: z.number(), endHour: z.number() });
const ZLimits = z.record(z.string(), z.number());

/** GET /users/preferences (and the edits that answer it): work hours, limits, timezone, account settings. */
export const ZPreferencesResponse = z.looseObject({
  autoWithdraw: z.looseObject({}),
  greetingMessages: z.array(z.looseObject({ type: z.string() })),
  operatingHours: z.object({ scheduled: z.array(ZWindow) }),
  dailyLimits: ZLimits,
  timezone: z.object({ name: z.string() }),
  connectionRestrictionAt: z.null(),
  connectionRestrictionType: z.null(),
  linkedInConnections: z.number(),
});

/** GET /users/daily-limits and PATCH /users/edit-daily-limits: each limit and what today used of it. */
export const ZDailyLimitsResponse = z.object({
  dailyLimits: ZLimits,
  /** The day the counters count, in the user's timezone. */
  today: z.string(),
  usedToday: ZLimits,
});

/** POST /uploads/presigned-url: where to PUT the file, its key, its public URL and the size cap. */
export const ZPresignedUrlResponse = z.object({
  signed_url: z.string(),
  key: z.string(),
  url: z.string(),
  maxBytes: z.number(),
});

/** The cloud bot's state of the LinkedIn account (spec 1 §7 cloud-bot-info). */
export const ZCloudBotInfoResponse = z.object({
  loginStatus: z.string().nullable(),
  salesStatus: z.string().nullable(),
  contracts: z.array(z.object({ contractId: z.string(), name: z.string() })),
  /** The contract Sales Navigator work runs under (POST /users/set-contract-id); null: LinkedIn's default. */
  selectedContractId: z.string().nullable(),
  /** While a code step waits: the browser the code goes to (POST /linked-in/verify-code). */
  browserId: z.string().nullable(),
  verificationCodeExpiresAt: z.string().nullable(),
  trying_login: z.boolean(),
  warningType: z.string().nullable(),
  reconnectStatus: z.null(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  name: z.string().nullable(),
  isCodeUsable: z.boolean(),
  data: z.object({ error: z.string().nullable() }),
});

/** DELETE /linked-in/remove-credentials. */
export const ZRemoveCredentialsResponse = z.object({ success: z.literal(true) });
/** GET /linked-in/check-connection: the bot's verdict and its text. */
export const ZCheckConnectionResponse = z.object({ connected: z.boolean(), message: z.string() });
/** POST /users/me/bots. */
export const ZRegisterBotResponse = z.object({ timezone: z.string(), registered: z.boolean() });
