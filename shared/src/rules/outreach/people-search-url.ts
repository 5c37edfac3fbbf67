// A LinkedIn people search built from spec 4's `searchParameters` (the campaign wizard's "Search from
// filters" source, and the API taking parameters without a URL): the URL LinkedIn's own search page
// writes for the same filters (linkedin-facts "URL shapes"), which the bot then collects like a pasted one.

/** The all-filters panel's keyword fields and their URL parameters on LinkedIn's people search. */
export const keywordFieldParams = {
  firstName: 'firstName',
  lastName: 'lastName',
  title: 'titleFreeText',
  company: 'company',
  school: 'schoolFreetext',
} as const;
export type KeywordField = keyof typeof keywordFieldParams;

const networkCodes = { first: 'F', second: 'S', third: 'O' } as const;
const languageCodes = {
  english: 'en',
  french: 'fr',
  spanish: 'es',
  portuguese: 'pt',
  russian: 'ru',
  polish: 'pl',
} as const;
/** The id-list filters (ids as LinkedIn's typeahead gives them) and their URL parameters. */
const listParams = {
  industries: 'industry',
  currentCompanies: 'currentCompany',
  pastCompanies: 'pastCompany',
  schools: 'schoolFilter',
  locations: 'geoUrn',
} as const;

export interface PeopleSearchParameters {
  keywords?: string;
  connections?: Partial<Record<keyof typeof networkCodes, boolean>>;
  profileLanguages?: Partial<Record<keyof typeof languageCodes, boolean>>;
  specifyKeywords?: Partial<Record<KeywordField, string>>;
  industries?: (string | number)[];
  currentCompanies?: (string | number)[];
  pastCompanies?: (string | number)[];
  schools?: (string | number)[];
  locations?: (string | number)[];
}

const chosen = <K extends string>(flags: Partial<Record<K, boolean>> | undefined, codes: Record<K, string>) =>
  (Object.keys(codes) as K[]).filter((k) => flags?.[k]).map((k) => codes[k]);

/**
 * The people search URL on linkedin.com for the parameters, or null when they name no filter at all
 * (an empty search would collect anyone). Degrees and languages left unticked are not filtered on.
 *
 * @example
 * peopleSearchUrl({ keywords: 'CTO', connections: { second: true }, specifyKeywords: { company: 'Acme' } })
 * // 'https://www.linkedin.com/search/results/people/?keywords=CTO&origin=FACETED_SEARCH&network=%5B%22S%22%5D&company=Acme'
 */
export function peopleSearchUrl(p: PeopleSearchParameters): string | null {
  const q = new URLSearchParams();
  const keywords = p.keywords?.trim();
  if (keywords) q.set('keywords', keywords);
  q.set('origin', 'FACETED_SEARCH');
  let filters = keywords ? 1 : 0;
  const network = chosen(p.connections, networkCodes);
  // All three degrees is no filter; LinkedIn writes none either.
  if (network.length && network.length < 3) q.set('network', JSON.stringify(network));
  const languages = chosen(p.profileLanguages, languageCodes);
  if (languages.length) {
    q.set('profileLanguage', JSON.stringify(languages));
    filters++;
  }
  for (const [field, param] of Object.entries(keywordFieldParams)) {
    const value = p.specifyKeywords?.[field as KeywordField]?.trim();
    if (!value) continue;
    q.set(param, value);
    filters++;
  }
  for (const [key, param] of Object.entries(listParams)) {
    const ids = (p[key as keyof typeof listParams] ?? []).map(String).filter((s) => s.trim());
    if (!ids.length) continue;
    q.set(param, JSON.stringify(ids));
    filters++;
  }
  return filters ? `https://www.linkedin.com/search/results/people/?${q}` : null;
}
