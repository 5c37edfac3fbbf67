import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_VIEWPORTS,
  localeForCountry,
  pickBrowserIdentity,
  timezoneForCountry,
} from './browser-identity.ts';

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

describe('pickBrowserIdentity', () => {
  it('picks the country’s language and timezone, and a desktop Chrome of the engine’s version', () => {
    const id = pickBrowserIdentity({ country: 'DE', accountKey: 'alex@sandbox.test', chromeMajor: 156 });
    expect(id).toMatchObject({ country: 'DE', locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    expect(id.userAgent).toMatch(
      /^Mozilla\/5\.0 \((Windows|Macintosh)[^)]*\) .* Chrome\/156\.0\.0\.0 Safari\/537\.36$/,
    );
    expect(id.userAgent).not.toContain('Headless');
    expect(IDENTITY_VIEWPORTS).toContainEqual(id.viewport);
  });

  it('gives a country without a country of its own an English identity in UTC', () => {
    const id = pickBrowserIdentity({ country: undefined, accountKey: 'a@b.co', chromeMajor: 140 });
    expect(id).toMatchObject({ country: '', locale: 'en-US', timezoneId: 'UTC' });
  });

  it('uses a main timezone of countries spanning several', () => {
    const us = pickBrowserIdentity({ country: 'US', accountKey: 'x@y.z', chromeMajor: 140 }).timezoneId;
    expect(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']).toContain(us);
    expect(timezoneForCountry('ES')).toBe('Europe/Madrid');
    expect(timezoneForCountry('FR')).toBe('Europe/Paris');
    expect(timezoneForCountry('GB')).toBe('Europe/London');
    expect(localeForCountry('FR')).toBe('fr-FR');
    expect(localeForCountry('GB')).toBe('en-GB');
    expect(localeForCountry('zz')).toBe('en-US');
  });

  it('is deterministic: the same account and country always get the same identity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'DE', 'FR', 'GB', 'IN', 'BR', 'JP', 'ES', 'AU', 'CA', 'CH', 'NG'),
        fc.emailAddress(),
        (country, email) => {
          const a = pickBrowserIdentity({ country, accountKey: email, chromeMajor: 150 });
          const b = pickBrowserIdentity({
            country,
            accountKey: ` ${email.toUpperCase()} `,
            chromeMajor: 150,
          });
          expect(b).toEqual(a);
          expect(isTimeZone(a.timezoneId)).toBe(true);
          expect(a.locale).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
          expect(a.locale.endsWith(`-${country}`) || a.locale === 'en-US').toBe(true);
        },
      ),
    );
  });

  it('spreads accounts over several user agents and viewports', () => {
    const ids = Array.from({ length: 60 }, (_, i) =>
      pickBrowserIdentity({ country: 'US', accountKey: `user${i}@example.com`, chromeMajor: 150 }),
    );
    expect(new Set(ids.map((i) => i.userAgent)).size).toBeGreaterThan(1);
    expect(new Set(ids.map((i) => i.viewport.width)).size).toBeGreaterThan(3);
  });
});
