// One stable browser identity per LinkedIn account (issue #9, "Account safety in the cloud"): the user
// agent, locale, timezone and viewport a person in the account's country would plausibly have, chosen
// once from the country and the account (deterministic, so a lost row picks the same again) and kept.
// Locale and timezones come from the runtime's CLDR/ICU data (Intl), not from a hand-kept table.

/** What the bot's browser context shows LinkedIn for one account. */
export interface BrowserIdentity {
  /** ISO 3166 alpha-2 country the identity was chosen for ('' when the account has none). */
  country: string;
  userAgent: string;
  /** BCP 47, e.g. `de-DE`: navigator.language and Accept-Language. */
  locale: string;
  /** IANA timezone, e.g. `Europe/Berlin`. */
  timezoneId: string;
  viewport: { width: number; height: number };
}

/** Common desktop screens (CSS pixels), all wide enough for LinkedIn's full desktop layout. */
export const IDENTITY_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1536, height: 864 },
  { width: 1680, height: 1050 },
  { width: 1920, height: 1080 },
] as const;

/** Desktop platforms as Chrome's reduced user agent writes them (Windows weighs twice). */
const PLATFORMS = [
  'Windows NT 10.0; Win64; x64',
  'Windows NT 10.0; Win64; x64',
  'Macintosh; Intel Mac OS X 10_15_7',
] as const;

/**
 * The main timezone(s) of countries that span several, where the first ICU zone is a minor one
 * (e.g. Spain's first is Africa/Ceuta, the US's America/Adak). Other countries use their first zone.
 */
const MAIN_TIMEZONES: Record<string, readonly string[]> = {
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  CA: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Halifax'],
  AU: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'],
  BR: ['America/Sao_Paulo'],
  MX: ['America/Mexico_City'],
  RU: ['Europe/Moscow'],
  ID: ['Asia/Jakarta'],
  ES: ['Europe/Madrid'],
  PT: ['Europe/Lisbon'],
  CL: ['America/Santiago'],
  AR: ['America/Argentina/Buenos_Aires'],
  KZ: ['Asia/Almaty'],
  MN: ['Asia/Ulaanbaatar'],
  NZ: ['Pacific/Auckland'],
  EC: ['America/Guayaquil'],
  DE: ['Europe/Berlin'],
  UA: ['Europe/Kyiv', 'Europe/Kiev'],
  CD: ['Africa/Kinshasa'],
  MY: ['Asia/Kuala_Lumpur'],
};

/** FNV-1a, 32 bits: a stable, well-spread number from a string (not for security). */
export function stableHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The country's timezones from ICU (Intl.Locale#timeZones in Node 20/22, getTimeZones() later). */
function icuTimeZones(country: string): string[] {
  try {
    const loc = new Intl.Locale('und', { region: country }) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    return loc.getTimeZones?.() ?? loc.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The country's likely language as a locale (`DE` → `de-DE`, `CH` → `de-CH`); en-US when unknown. */
export function localeForCountry(country: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return 'en-US';
  try {
    const max = new Intl.Locale('und', { region: country }).maximize();
    return max.language && max.language !== 'und' ? `${max.language}-${country}` : 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The timezone a person in the country would have; `seed` picks among a big country's main zones. */
export function timezoneForCountry(country: string, seed = 0): string {
  const main = (MAIN_TIMEZONES[country] ?? []).filter(isTimeZone);
  const zones = main.length > 0 ? main : icuTimeZones(country).slice(0, 1).filter(isTimeZone);
  return zones.length > 0 ? zones[seed % zones.length]! : 'UTC';
}

/**
 * Picks the browser identity of a LinkedIn account: deterministic in (country, account), so the bot
 * asks once and stores it; `chromeMajor` is the browser's own major version, so the user agent
 * matches what the engine can do.
 *
 * @example
 * pickBrowserIdentity({ country: 'DE', accountKey: 'alex@example.com', chromeMajor: 142 })
 * // { country: 'DE', locale: 'de-DE', timezoneId: 'Europe/Berlin', userAgent: 'Mozilla/5.0 (…) Chrome/142.0.0.0 …', viewport: {…} }
 */
export function pickBrowserIdentity(input: {
  country: string | null | undefined;
  /** What makes the account one: its LinkedIn login (lower-cased). */
  accountKey: string;
  chromeMajor: number;
}): BrowserIdentity {
  const country = (input.country ?? '').toUpperCase();
  const h = stableHash(`${country}|${input.accountKey.trim().toLowerCase()}`);
  const platform = PLATFORMS[h % PLATFORMS.length]!;
  const viewport = IDENTITY_VIEWPORTS[Math.floor(h / PLATFORMS.length) % IDENTITY_VIEWPORTS.length]!;
  const major = Math.max(1, Math.floor(input.chromeMajor));
  return {
    country,
    userAgent: `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    locale: localeForCountry(country),
    timezoneId: timezoneForCountry(country, h >>> 8),
    viewport: { ...viewport },
  };
}
