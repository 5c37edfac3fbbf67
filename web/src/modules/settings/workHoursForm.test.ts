import { defaultScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import { ZOperatingHoursRequest } from '@outreach/shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { rowsFromScheduled, toOperatingHoursRequest, ZWorkHoursForm } from './workHoursForm.ts';

describe('work hours form', () => {
  it('reads the defaults Monday first and writes them back', () => {
    const rows = rowsFromScheduled(defaultScheduledHours);
    expect(rows.map((r) => [r.day, r.enabled])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, false],
      [0, false],
    ]);
    const body = toOperatingHoursRequest({ days: rows });
    expect(body.operatingHours.scheduled).toEqual(defaultScheduledHours);
    expect(ZOperatingHoursRequest.safeParse(body).success).toBe(true);
  });

  it('refuses an enabled day that ends before it starts', () => {
    const rows = rowsFromScheduled([]);
    rows[0] = { ...rows[0], enabled: true, startHour: 18, endHour: 9 };
    const r = ZWorkHoursForm.safeParse({ days: rows });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['days', 0, 'endHour'],
      message: 'Start hour must be before end hour',
    });
  });
});
