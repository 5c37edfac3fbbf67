import type { Degree } from './network.ts';
import { industryIdOf, type Person } from './population.ts';

export const RESULTS_PER_PAGE = 10;
export const MAX_PAGES = 100;

export interface PeopleQuery {
  keywords: string;
  /** F = 1st, S = 2nd, O = 3rd and beyond; empty = all. */
  network: ('F' | 'S' | 'O')[];
  currentCompany: string[];
  geoUrn: string[];
  /** Industry ids (industryIdOf). */
  industry: string[];
  /**
   * The all-filters panel's keyword fields (`firstName`, `lastName`, `titleFreeText`, `company`,
   * `schoolFreetext`): each must appear in that field of the profile. Nobody in the sandbox lists a
   * school, so a school keyword finds no one.
   */
  fields: Partial<Record<KeywordField, string>>;
  page: number;
}

/** The keyword fields and their URL parameters, as LinkedIn's people search writes them. */
export const KEYWORD_FIELD_PARAMS = {
  firstName: 'firstName',
  lastName: 'lastName',
  title: 'titleFreeText',
  company: 'company',
  school: 'schoolFreetext',
} as const;
export type KeywordField = keyof typeof KEYWORD_FIELD_PARAMS;

const fieldText: Record<KeywordField, (p: Person) => string> = {
  firstName: (p) => p.firstName,
  lastName: (p) => p.lastName,
  title: (p) => p.title,
  company: (p) => p.company,
  school: () => '',
};

export interface PeopleSearchResult {
  total: number;
  page: number;
  pageCount: number;
  results: { person: Person; degree: Degree }[];
}

const NETWORK_CODES: Record<Degree, 'F' | 'S' | 'O'> = { 1: 'F', 2: 'S', 3: 'O' };

/** Reads a list parameter written the site's way (`["F","S"]`), or a plain comma list. */
export function parseListParam(value: string | undefined | null): string[] {
  if (!value) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // fall through to the lenient form
    }
    return text
      .slice(1, -1)
      .split(',')
      .map((s) => s.replace(/["'\s]/g, ''))
      .filter(Boolean);
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parsePeopleQuery(params: URLSearchParams): PeopleQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    keywords: (params.get('keywords') ?? '').trim(),
    network: parseListParam(params.get('network')).filter((n): n is 'F' | 'S' | 'O' =>
      ['F', 'S', 'O'].includes(n),
    ),
    currentCompany: parseListParam(params.get('currentCompany')),
    geoUrn: parseListParam(params.get('geoUrn')),
    industry: parseListParam(params.get('industry')),
    fields: Object.fromEntries(
      Object.entries(KEYWORD_FIELD_PARAMS)
        .map(([field, param]) => [field, (params.get(param) ?? '').trim()])
        .filter(([, v]) => v),
    ),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGES) : 1,
  };
}

function haystack(p: Person): string {
  return `${p.name} ${p.headline} ${p.title} ${p.company} ${p.location} ${p.industry}`.toLowerCase();
}

/** Every keyword must appear in the name, headline, title, company, location or industry. */
export function matchesKeywords(person: Person, keywords: string): boolean {
  const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(person);
  return words.every((w) => text.includes(w));
}

/** Every keyword field's words appear in that field of the profile (case-insensitive). */
export function matchesFields(person: Person, fields: PeopleQuery['fields']): boolean {
  return Object.entries(fields).every(([field, value]) => {
    const text = fieldText[field as KeywordField](person).toLowerCase();
    return (value ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .every((w) => text.includes(w));
  });
}

export function searchPeople(
  people: readonly Person[],
  degreeOf: (p: Person) => Degree,
  query: PeopleQuery,
): PeopleSearchResult {
  const matches: { person: Person; degree: Degree }[] = [];
  for (const person of people) {
    if (!matchesKeywords(person, query.keywords)) continue;
    if (query.currentCompany.length > 0 && !query.currentCompany.includes(person.companyId)) continue;
    if (query.geoUrn.length > 0 && !query.geoUrn.includes(person.geoId)) continue;
    if (query.industry.length > 0 && !query.industry.includes(industryIdOf(person.industry))) continue;
    if (!matchesFields(person, query.fields)) continue;
    const degree = degreeOf(person);
    if (query.network.length > 0 && !query.network.includes(NETWORK_CODES[degree])) continue;
    matches.push({ person, degree });
  }
  // Like the site: closer people first, and never more than 100 pages.
  matches.sort((a, b) => a.degree - b.degree);
  const visible = matches.slice(0, RESULTS_PER_PAGE * MAX_PAGES);
  const pageCount = Math.max(1, Math.ceil(visible.length / RESULTS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  return {
    total: matches.length,
    page,
    pageCount,
    results: visible.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE),
  };
}
