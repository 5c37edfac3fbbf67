import type { Degree } from './network.ts';
import type { Person } from './population.ts';

export const RESULTS_PER_PAGE = 10;
export const MAX_PAGES = 100;

export interface PeopleQuery {
  keywords: string;
  /** F = 1st, S = 2nd, O = 3rd and beyond; empty = all. */
  network: ('F' | 'S' | 'O')[];
  currentCompany: string[];
  geoUrn: string[];
  page: number;
}

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
