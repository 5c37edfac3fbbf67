import * as z from 'zod';
import { DEFAULT_TIMEZONE } from '../constants/account.ts';
import { notificationSettingKeys } from '../rules/notifications.ts';
import { zEmail } from './email.ts';

/** Export-by-email dialog messages, word for word (spec 2 §5). */
export const exportByEmailMessages = {
  required: 'Please enter email',
  invalid: 'Please enter a valid email',
} as const;

/**
 * The export-by-email field (prefilled with the user's email): required, email pattern.
 *
 * @example
 * ZExportEmail.safeParse('').error?.issues[0].message     // 'Please enter email'
 * ZExportEmail.safeParse('nope').error?.issues[0].message // 'Please enter a valid email'
 */
export const ZExportEmail = zEmail({
  required: exportByEmailMessages.required,
  invalid: exportByEmailMessages.invalid,
});

/**
 * POST /users/me/unsubscribed-emails/csv and other export-by-email dialogs.
 *
 * @example
 * ZExportByEmailRequest.parse({ receiverEmail: ' me@acme.io ' }) // { receiverEmail: 'me@acme.io' }
 */
export const ZExportByEmailRequest = z.object({ receiverEmail: ZExportEmail });
export type TExportByEmailRequest = z.infer<typeof ZExportByEmailRequest>;

/** Time filters of the team stats export (dashboard tabs). */
export const teamStatsTimeFilters = [
  'today',
  'yesterday',
  'this-week',
  'this-month',
  'this-year',
  'custom',
] as const;

/** Columns the team stats table sorts by (ours; the spec names sortField and sortOrder only). */
export const teamStatsSortFields = [
  'name',
  'profileViews',
  'invitesSent',
  'invitesAccepted',
  'messages',
  'replies',
  'inmails',
  'emails',
  'greetings',
] as const;

/**
 * POST /teams/stats/csv: an export-by-email dialog with the stats filters; a custom range needs
 * both dates, 'from' not after 'to'.
 *
 * @example
 * ZTeamStatsCsvRequest.safeParse({ receiverEmail: 'a@b.co', timeFilter: 'this-month' }).success // true
 */
export const ZTeamStatsCsvRequest = z
  .object({
    receiverEmail: ZExportEmail,
    timeFilter: z.enum(teamStatsTimeFilters).default('this-month'),
    customFromDate: z.iso.date().optional(),
    customToDate: z.iso.date().optional(),
    sortField: z.enum(teamStatsSortFields).default('name'),
    sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  })
  .superRefine((v, ctx) => {
    if (v.timeFilter !== 'custom') return;
    if (!v.customFromDate || !v.customToDate || v.customFromDate > v.customToDate) {
      ctx.addIssue({ code: 'custom', message: 'Please choose a valid date range', path: ['customFromDate'] });
    }
  });
export type TTeamStatsCsvRequest = z.infer<typeof ZTeamStatsCsvRequest>;

/**
 * An IANA timezone name, checked with Intl; empty falls back to America/Los_Angeles.
 *
 * @example
 * ZTimezone.parse('')              // 'America/Los_Angeles'
 * ZTimezone.safeParse('Mars/Base').success // false
 */
export const ZTimezone = z
  .string()
  .trim()
  .max(64)
  .transform((tz) => tz || DEFAULT_TIMEZONE)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Please choose a valid timezone');

/** POST /users/me/bots and PATCH /users/set-cloud-timezone. */
export const ZTimezoneRequest = z.object({ timezone: ZTimezone });

/** One scheduled window: day 0–6 (0 = Sunday), whole hours, start before end. */
export const ZScheduledWindow = z
  .object({
    day: z.number().int().min(0).max(6),
    startHour: z.number().int().min(0).max(23),
    endHour: z.number().int().min(1).max(24),
  })
  .refine((w) => w.startHour < w.endHour, { error: 'Start hour must be before end hour', path: ['endHour'] });

/** PATCH /users/edit-operating-hours. */
export const ZOperatingHoursRequest = z.object({
  operatingHours: z.object({ scheduled: z.array(ZScheduledWindow).max(7 * 24) }),
});
export type TOperatingHoursRequest = z.infer<typeof ZOperatingHoursRequest>;

/** Notification settings toggles (spec 1 §2). */
export const ZNotificationSettings = z
  .object(
    Object.fromEntries(notificationSettingKeys.map((k) => [k, z.boolean()])) as Record<
      (typeof notificationSettingKeys)[number],
      z.ZodBoolean
    >,
  )
  .partial();
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
