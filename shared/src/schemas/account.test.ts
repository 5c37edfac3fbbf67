import { describe, expect, it } from 'vitest';
import { ZExportByEmailRequest, ZOperatingHoursRequest, ZTeamStatsCsvRequest, ZTimezone } from './account.ts';

const msgs = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('export-by-email dialogs (spec 2 §5)', () => {
  it('needs an email matching the pattern', () => {
    expect(msgs(ZExportByEmailRequest.safeParse({ receiverEmail: '' }))).toEqual(['Please enter email']);
    expect(msgs(ZExportByEmailRequest.safeParse({}))).toEqual(['Please enter email']);
    expect(msgs(ZExportByEmailRequest.safeParse({ receiverEmail: 'me@acme' }))).toEqual([
      'Please enter a valid email',
    ]);
    expect(ZExportByEmailRequest.parse({ receiverEmail: ' me@acme.io ' })).toEqual({
      receiverEmail: 'me@acme.io',
    });
  });

  it('checks a custom team-stats range', () => {
    const base = { receiverEmail: 'me@acme.io', timeFilter: 'custom' };
    expect(
      ZTeamStatsCsvRequest.safeParse({ ...base, customFromDate: '2024-01-01', customToDate: '2024-01-31' })
        .success,
    ).toBe(true);
    expect(
      ZTeamStatsCsvRequest.safeParse({ ...base, customFromDate: '2024-02-01', customToDate: '2024-01-31' })
        .success,
    ).toBe(false);
    expect(ZTeamStatsCsvRequest.parse({ receiverEmail: 'me@acme.io' }).timeFilter).toBe('this-month');
  });
});

describe('timezone (spec 1 §5, §9)', () => {
  it('falls back to America/Los_Angeles and refuses unknown zones', () => {
    expect(ZTimezone.parse('')).toBe('America/Los_Angeles');
    expect(ZTimezone.parse('Europe/Paris')).toBe('Europe/Paris');
    expect(ZTimezone.safeParse('Mars/Base').success).toBe(false);
  });
});

describe('operating hours and notification queries', () => {
  it('needs start before end within a day', () => {
    expect(
      ZOperatingHoursRequest.safeParse({
        operatingHours: { scheduled: [{ day: 1, startHour: 9, endHour: 17 }] },
      }).success,
    ).toBe(true);
    expect(
      ZOperatingHoursRequest.safeParse({
        operatingHours: { scheduled: [{ day: 1, startHour: 9, endHour: 9 }] },
      }).success,
    ).toBe(false);
    expect(
      ZOperatingHoursRequest.safeParse({
        operatingHours: { scheduled: [{ day: 7, startHour: 9, endHour: 10 }] },
      }).success,
    ).toBe(false);
  });
});
