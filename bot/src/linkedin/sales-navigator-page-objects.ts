// Selectors and paths of Sales Navigator lead searches (`/sales/search/people`, 25 rows a page,
// `page=N`) and Recruiter searches (`/talent/hire/{project}/discover/recruiterSearch`, `start=N`).
// Beside page-objects.ts: first match wins.

export const SALES_PAGE_SIZE = 25;

export const salesSel = {
  result: ['[data-x-search-result="LEAD"]', 'li.artdeco-list__item [data-x-search-result]'],
  name: ['[data-anonymize="person-name"]'],
  title: ['[data-anonymize="title"]'],
  company: ['[data-anonymize="company-name"]'],
  location: ['[data-anonymize="location"]'],
  headline: ['[data-anonymize="headline"]'],
  photo: ['img[data-anonymize="headshot-photo"]'],
  degree: ['.artdeco-entity-lockup__degree'],
  leadLink: ['a[data-control-name="view_lead_panel_via_search_lead_name"]', 'a[href*="/sales/lead/"]'],
  /** The row's "View LinkedIn profile" link: the member's `/in/` address. */
  profileLink: ['a[data-control-name="view_linkedin"]', 'a[href*="/in/"]'],
  next: ['.artdeco-pagination__button--next'],
  /** The page an account without the product meets. */
  upsell: ['[data-x-upsell]', '.premium-upsell'],
} as const;

/** The member's Sales Navigator licences (contracts), read from inside the signed-in session. */
export const salesIdentityPath = '/sales-api/salesApiIdentity?q=findLicensesByCurrentMember';
/** Choosing the contract a Sales Navigator session works under. */
export const contractChooserPath = (contract: string) =>
  `/sales/contract-chooser?contract=${encodeURIComponent(contract)}`;

/** Sales Navigator's saved lead searches (`/sales/search/saved-searches`). */
export const savedSearchesPath = '/sales/search/saved-searches';
export const savedSearchSel = {
  list: ['ul.saved-searches', '[data-x-saved-searches]'],
  row: ['[data-x-saved-search]', 'ul.saved-searches > li'],
  link: ['a[href*="savedSearchId="]'],
} as const;

/** The `savedSearchId` of a Sales Navigator search URL, or null. */
export function savedSearchIdOf(url: string): string | null {
  try {
    return new URL(url, 'https://x.invalid').searchParams.get('savedSearchId');
  } catch {
    return null;
  }
}

export const recruiterSel = {
  result: ['[data-test-row]', 'li.profile-list__border-bottom'],
  name: ['[data-test-row-lockup-full-name]'],
  headline: ['[data-test-row-lockup-headline]'],
  location: ['[data-test-row-lockup-location]'],
  photo: ['img[data-test-row-lockup-photo]'],
  profileLink: ['a[data-test-public-profile-link]', 'a[href*="/in/"]'],
  next: ['[data-test-pagination-next]', '.artdeco-pagination__button--next'],
  upsell: salesSel.upsell,
} as const;

export type SearchSite = 'sales-navigator' | 'recruiter' | 'people';

/** Which site a search URL belongs to, by its path. */
export function searchSiteOf(url: string): SearchSite {
  let path = '';
  try {
    path = new URL(url, 'https://x.invalid').pathname.toLowerCase();
  } catch {
    return 'people';
  }
  if (path.startsWith('/sales/search/people')) return 'sales-navigator';
  if (/^\/talent\/hire\/[^/]+\/discover\/recruitersearch/.test(path)) return 'recruiter';
  return 'people';
}
