import type { ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import { weekdayNumber } from '@outreach/shared/rules/outreach/work-hours';
import { type TOperatingHoursRequest, ZScheduledWindow } from '@outreach/shared/schemas/account';
import * as z from 'zod';

/** Monday first, as the week reads in the settings page (0 = Sunday in the API). */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const weekdayLabels = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface WorkDayRow {
  day: number;
  enabled: boolean;
  startHour: number;
  endHour: number;
}

/** One row per weekday; a day without a window is off with 9–17 ready to switch on (ours). */
export function rowsFromScheduled(scheduled: readonly ScheduledHours[]): WorkDayRow[] {
  return weekOrder.map((day) => {
    const w = scheduled.find((s) => weekdayNumber(s.day) === day);
    return w
      ? { day, enabled: true, startHour: Math.floor(w.startHour), endHour: Math.ceil(w.endHour) }
      : { day, enabled: false, startHour: 9, endHour: 17 };
  });
}

/** Each enabled row must be a valid window (shared `ZScheduledWindow`: whole hours, start before end). */
export const ZWorkHoursForm = z
  .object({
    days: z.array(
      z.object({
        day: z.number(),
        enabled: z.boolean(),
        startHour: z.number(),
        endHour: z.number(),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    v.days.forEach((d, i) => {
      if (!d.enabled) return;
      const r = ZScheduledWindow.safeParse({ day: d.day, startHour: d.startHour, endHour: d.endHour });
      if (!r.success)
        ctx.addIssue({ code: 'custom', path: ['days', i, 'endHour'], message: r.error.issues[0].message });
    });
  });
export type WorkHoursFormValues = z.infer<typeof ZWorkHoursForm>;

/** PATCH /users/edit-operating-hours body: the enabled days, Sunday first. */
export function toOperatingHoursRequest(v: WorkHoursFormValues): TOperatingHoursRequest {
  return {
    operatingHours: {
      scheduled: v.days
        .filter((d) => d.enabled)
        .map(({ day, startHour, endHour }) => ({ day, startHour, endHour }))
        .sort((a, b) => a.day - b.day),
    },
  };
}

/** '09:00' for 9, '24:00' for the end of the day. */
export function hourLabel(h: number): string {
  return `${String(h).padStart(2, '0')}:00`;
}
