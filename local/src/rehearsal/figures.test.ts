import { describe, expect, it } from 'vitest';
import { reportHtml } from './chart.ts';
import { buildReport, dailyAllowances, summaryLine } from './figures.ts';

const DAY = 86_400_000;
const start = Date.UTC(2026, 11, 28); // a Monday; the year ends inside the run

describe('rehearsal figures', () => {
  it('allows invitations per day within the rolling week, nothing on days off', () => {
    const week = [true, true, true, true, true, false, false, true, true];
    const a = dailyAllowances(week, { view: 80, invite: 40, message: 50 }, 100);
    expect(a.map((d) => d.invite)).toEqual([40, 40, 20, 0, 0, 0, 0, 40, 40]);
    expect(a[5]).toEqual({ view: 0, invite: 0, message: 0 });
  });

  it('counts actions per day, caps the allowance by the demand and prints the summary line', () => {
    const actions = [
      ...Array.from({ length: 40 }, (_, i) => ({ kind: 'view' as const, at: start + 9 * 3_600_000 + i })),
      ...Array.from({ length: 19 }, (_, i) => ({ kind: 'invite' as const, at: start + DAY + i })),
      // Outside the run: not counted.
      { kind: 'view' as const, at: start + 3 * DAY },
    ];
    const r = buildReport({
      startMs: start,
      days: 3,
      leads: 40,
      workDays: [true, true, true],
      dailyLimits: { view: 80, invite: 20, message: 50 },
      weeklyInviteLimit: 100,
      demand: { view: 40, invite: 40, message: 0 },
      actions,
      refused: [],
      restrictions: [],
      senders: ['alex@sandbox.test'],
      settings: 'default',
    });
    expect(r.perDay.map((d) => d.actions.view)).toEqual([40, 0, 0]);
    expect(r.totals.view).toEqual({ reached: 40, allowedByLimits: 240, demand: 40, allowed: 40 });
    expect(r.totals.invite).toMatchObject({ reached: 19, allowed: 40 });
    expect(r.totals.message.allowed).toBe(0);
    expect(r.volumePercent).toBe(73.8); // 59 of 80
    expect(r.summary).toBe('rehearsal: 3 days, 0 restrictions, 73.8% of allowed volume');
    expect(r.perDay[0]!.date).toBe('2026-12-28');
    const html = reportHtml(r);
    expect(html).toContain('<svg');
    expect(html).toContain(r.summary);
    expect(html.match(/<rect /g)).toHaveLength(9);
  });

  it('reads the summary line as the issue writes it', () => {
    expect(summaryLine(30, 1, 95)).toBe('rehearsal: 30 days, 1 restrictions, 95% of allowed volume');
  });
});
