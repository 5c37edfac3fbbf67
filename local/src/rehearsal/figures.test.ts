import { describe, expect, it } from 'vitest';
import { reportHtml } from './chart.ts';
import { buildReport, buildSendersReport, dailyAllowances, summaryLine } from './figures.ts';
import { rehearsalSenders } from './rehearsal-senders.ts';

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

  it("reports each sender against its own limits: a user's 7 invitations a day hold per sender", () => {
    // Two senders, one on a user limit of 7 invitations a day, one on the default 20; two days.
    const invites = (n: number, day: number) =>
      Array.from({ length: n }, (_, i) => ({
        kind: 'invite' as const,
        at: start + day * DAY + 9 * 3_600_000 + i,
      }));
    const sender = (name: string, account: string, invite: number, actions: ReturnType<typeof invites>) => ({
      name,
      account,
      workDays: [true, true],
      dailyLimits: { view: 80, invite, message: 50 },
      demand: { view: 0, invite: 20, message: 0 },
      actions,
      refused: [],
      restrictions: [],
    });
    const r = buildSendersReport(
      { startMs: start, days: 2, leads: 40, weeklyInviteLimit: 100, settings: 'own' },
      [
        sender('Ada', 'alex@sandbox.test', 7, [...invites(7, 0), ...invites(7, 1)]),
        sender('Bo', 'jordan@sandbox.test', 20, [...invites(15, 0), ...invites(5, 1)]),
      ],
    );
    const [ada, bo] = r.bySender;
    expect(ada!.dailyLimits.invite).toBe(7);
    expect(ada!.perDay.map((d) => d.limits.invite)).toEqual([7, 7]);
    expect(ada!.perDay.map((d) => d.actions.invite)).toEqual([7, 7]);
    for (const d of ada!.perDay) expect(d.actions.invite).toBeLessThanOrEqual(7);
    expect(bo!.perDay.map((d) => d.limits.invite)).toEqual([20, 20]);
    // The campaign's line is the senders' limits added up, its volume each sender's within its own.
    expect(r.perDay.map((d) => d.limits.invite)).toEqual([27, 27]);
    expect(r.perDay.map((d) => d.actions.invite)).toEqual([22, 12]);
    expect(r.totals.invite).toEqual({ reached: 34, allowedByLimits: 54, demand: 40, allowed: 34 });
    expect(r.volumePercent).toBe(100);
    expect(r.senders).toEqual(['Ada (alex@sandbox.test)', 'Bo (jordan@sandbox.test)']);
    expect(r.summary).toBe('rehearsal: 2 days, 0 restrictions, 100% of allowed volume');
    const html = reportHtml(r);
    expect(html).toContain(
      '<tr data-sender="alex@sandbox.test"><td>Ada (alex@sandbox.test)</td><td>80</td><td>0</td><td>7</td><td>7</td>',
    );
  });

  it('runs with the profile’s senders and limits, else one sender on the defaults or the caps', () => {
    const own = { senders: [{ name: 'Ada', limits: { views: 30, invites: 7, messages: 10 } }] };
    expect(rehearsalSenders(own)).toEqual(own.senders);
    expect(rehearsalSenders(undefined)).toEqual([
      { name: 'Rehearsal User', limits: { views: 80, invites: 20, messages: 50 } },
    ]);
    expect(rehearsalSenders(undefined, 'caps')[0]!.limits.invites).toBeGreaterThan(20);
    const five = { senders: Array.from({ length: 5 }, () => own.senders[0]!) };
    expect(() => rehearsalSenders(five)).toThrow(/at most 4 senders/);
  });
});
