// Spec 3 §3 (connection and lead filters, sort defaults): one matcher for the CRM lists, so the
// server applies exactly what the SPA's filter panel offers.

/** A multi-value filter: rows must hit one of `include` (when given) and none of `exclude`. */
export interface IncludeExclude<T> {
  include?: T[];
  exclude?: T[];
}

export interface ContactFilters {
  isPremium?: boolean;
  isOpenLink?: boolean;
  email?: boolean;
  phone?: boolean;
  skype?: boolean;
  twitter?: boolean;
  isExcluded?: boolean;
  search?: string;
  connectedOnly?: boolean;
  firstName?: IncludeExclude<string>;
  lastName?: IncludeExclude<string>;
  currentTitle?: IncludeExclude<string>;
  currentEmployer?: IncludeExclude<string>;
  title?: IncludeExclude<string>;
  companyName?: IncludeExclude<string>;
  countries?: IncludeExclude<string>;
  cities?: IncludeExclude<string>;
  industryCode?: IncludeExclude<number>;
  languages?: IncludeExclude<string>;
  tags?: IncludeExclude<number>;
  campaignIds?: IncludeExclude<string>;
}

/** What a filter reads of a lead or a connection. */
export interface ContactRow {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  company?: string | null;
  location?: string | null;
  industryCode?: number | null;
  languages?: readonly string[] | null;
  tags?: readonly number[] | null;
  campaignIds?: readonly string[] | null;
  isExcluded?: boolean | null;
  isPremium?: boolean | null;
  isOpenLink?: boolean | null;
  email?: string | null;
  phone?: string | null;
  skype?: string | null;
  twitter?: string | null;
  connected?: boolean | null;
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

// Text filters match a part of the field, case-insensitively (a title "VP Sales" is hit by "sales").
function textHits(value: string | null | undefined, f: IncludeExclude<string> | undefined): boolean {
  if (!f) return true;
  const v = norm(value);
  const has = (x: string) => norm(x) !== '' && v.includes(norm(x));
  if (f.include?.length && !f.include.some(has)) return false;
  return !f.exclude?.some(has);
}

function setHits<T>(values: readonly T[], f: IncludeExclude<T> | undefined): boolean {
  if (!f) return true;
  if (f.include?.length && !f.include.some((x) => values.includes(x))) return false;
  return !f.exclude?.some((x) => values.includes(x));
}

// Location is "City, Region, Country" as LinkedIn writes it: countries match its last part, cities its first.
function locationPart(location: string | null | undefined, which: 'city' | 'country'): string {
  const parts = (location ?? '').split(',').map((p) => p.trim());
  return (which === 'city' ? parts[0] : parts[parts.length - 1]) ?? '';
}

function exact(value: string, f: IncludeExclude<string> | undefined): boolean {
  if (!f) return true;
  const v = norm(value);
  if (f.include?.length && !f.include.some((x) => norm(x) === v)) return false;
  return !f.exclude?.some((x) => norm(x) === v);
}

const flag = (want: boolean | undefined, has: boolean) => want === undefined || want === has;

/**
 * Whether a lead or connection passes the list filters (spec 3 §3). `search` looks in the name, title
 * and company; multi-value filters take include and exclude lists; flag filters ask for presence.
 *
 * @example
 * matchesContactFilters({ firstName: 'Ada', tags: [3] }, { tags: { include: [3] } }) // true
 */
export function matchesContactFilters(row: ContactRow, f: ContactFilters): boolean {
  if (f.search?.trim()) {
    const hay = norm([row.firstName, row.lastName, row.title, row.company].filter(Boolean).join(' '));
    const fullName = norm(`${row.firstName ?? ''} ${row.lastName ?? ''}`);
    const q = norm(f.search);
    if (!hay.includes(q) && !fullName.includes(q)) return false;
  }
  if (!flag(f.isExcluded, Boolean(row.isExcluded))) return false;
  if (!flag(f.isPremium, Boolean(row.isPremium))) return false;
  if (!flag(f.isOpenLink, Boolean(row.isOpenLink))) return false;
  if (!flag(f.email, Boolean(row.email))) return false;
  if (!flag(f.phone, Boolean(row.phone))) return false;
  if (!flag(f.skype, Boolean(row.skype))) return false;
  if (!flag(f.twitter, Boolean(row.twitter))) return false;
  if (f.connectedOnly && !row.connected) return false;
  return (
    textHits(row.firstName, f.firstName) &&
    textHits(row.lastName, f.lastName) &&
    textHits(row.title, f.currentTitle) &&
    textHits(row.title, f.title) &&
    textHits(row.company, f.currentEmployer) &&
    textHits(row.company, f.companyName) &&
    exact(locationPart(row.location, 'country'), f.countries) &&
    exact(locationPart(row.location, 'city'), f.cities) &&
    setHits(row.industryCode == null ? [] : [row.industryCode], f.industryCode) &&
    setHits((row.languages ?? []).map(norm), f.languages && mapIE(f.languages, norm)) &&
    setHits(row.tags ?? [], f.tags) &&
    setHits(row.campaignIds ?? [], f.campaignIds)
  );
}

function mapIE<T, U>(f: IncludeExclude<T>, fn: (t: T) => U): IncludeExclude<U> {
  return { include: f.include?.map(fn), exclude: f.exclude?.map(fn) };
}

/** Sortable columns of the CRM lists; the default (time) columns follow an index, the others are sorted in memory. */
export const leadSortFields = ['updatedAt', 'createdAt', 'name', 'company', 'title'] as const;
export const connectionSortFields = ['connectedAt', 'name', 'company', 'title', 'location'] as const;

/** How many rows an in-memory sort may hold (OURS); larger lists answer a 400 for those columns. */
export const inMemorySortCap = 2000;

export const contactMessages = {
  sortTooLarge: `Sorting by this column is available for lists of up to ${inMemorySortCap} contacts; filter the list first`,
  unknownTags: 'Unknown tag',
  notFound: 'The Lead is not in the campaign',
  leadNotFound: 'Lead not found',
  connectionNotFound: 'Connection not found',
  notesOnlyConnections: 'Notes feature is available just for your connections.',
} as const;
