// Outreach settings: /settings/work-hours and /settings/daily-limits (spec 1 §2, §7).
import type * as z from 'zod';
import { ZDailyLimits } from '../rules/outreach/daily-limits.ts';

/** PATCH /users/edit-daily-limits: the limits to change, each 0 to its maximum (ours). */
export const ZDailyLimitsRequest = ZDailyLimits;
export type TDailyLimitsRequest = z.infer<typeof ZDailyLimitsRequest>;
