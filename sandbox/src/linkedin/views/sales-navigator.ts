import { avatarUrl } from '../avatar.ts';
import { type Html, html } from '../html.ts';
import type { LinkedInProduct, SalesQuery, SalesResult, SavedSearch } from '../sales-navigator.ts';
import { salesIdOf } from '../sales-navigator.ts';
import { degreeLabel } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

function salesHref(q: SalesQuery, page: number): string {
  const params = new URLSearchParams();
  if (q.savedSearchId) params.set('savedSearchId', q.savedSearchId);
  else params.set('query', `(keywords:${encodeURIComponent(q.keywords)})`);
  if (page > 1) params.set('page', String(page));
  return `/sales/search/people?${params.toString()}`;
}

/** `/sales/search/people`: lead rows and the artdeco pagination; null = an unknown saved search. */
export function salesSearchPage(chrome: Chrome, q: SalesQuery, result: SalesResult | null): Html {
  const rows = result?.results ?? [];
  const last = !result || result.page >= result.pageCount;
  return signedInPage(
    'Sales Navigator',
    chrome,
    html`<main class="search-results__result-container" id="main" data-x-product="sales-navigator">
  <h1 class="t-16">${result ? `${result.total.toLocaleString('en-US')} results` : 'This saved search no longer exists'}</h1>
  <ol class="artdeco-list" id="search-results-container">
    ${rows.map(
      ({ person, degree }) => html`<li class="artdeco-list__item">
      <div data-x-search-result="LEAD" data-member-urn="urn:li:fs_salesProfile:(${salesIdOf(person)},NAME_SEARCH,x)">
        <img data-anonymize="headshot-photo" src="${avatarUrl(person)}" width="56" height="56" alt="">
        <a class="lead-link" data-control-name="view_lead_panel_via_search_lead_name" href="/sales/lead/${salesIdOf(person)},NAME_SEARCH,${person.id.toString(36)}"><span data-anonymize="person-name">${person.name}</span></a>
        <span class="artdeco-entity-lockup__degree">${degreeLabel(degree)}</span>
        <div class="artdeco-entity-lockup__subtitle"><span data-anonymize="title">${person.title}</span> · <a data-anonymize="company-name" href="#">${person.company}</a></div>
        <div class="artdeco-entity-lockup__caption" data-anonymize="location">${person.location}</div>
        <div data-anonymize="headline" hidden>${person.headline}</div>
        <a class="view-linkedin-profile" data-control-name="view_linkedin" href="/in/${person.publicId}/">View LinkedIn profile</a>
      </div>
    </li>`,
    )}
  </ol>
  <div class="artdeco-pagination" aria-label="Pagination">
    <a class="artdeco-pagination__button artdeco-pagination__button--next${last ? ' artdeco-pagination__button--disabled' : ''}" href="${salesHref(q, (result?.page ?? 1) + 1)}" aria-label="Next"${last ? html` aria-disabled="true"` : ''}>Next</a>
  </div>
</main>`,
  );
}

/** `/talent/hire/{project}/discover/recruiterSearch`: Recruiter's rows, paged by `start=`. */
export function recruiterSearchPage(chrome: Chrome, url: URL, result: SalesResult): Html {
  const last = result.page >= result.pageCount;
  const next = new URL(url);
  next.searchParams.set('start', String(result.page * 25));
  return signedInPage(
    'Recruiter search',
    chrome,
    html`<main id="main" data-x-product="recruiter">
  <h1 class="t-16">${result.total.toLocaleString('en-US')} candidates</h1>
  <ol class="profile-list">
    ${result.results.map(
      ({ person }) => html`<li class="profile-list__border-bottom" data-test-row>
      <img data-test-row-lockup-photo src="${avatarUrl(person)}" width="48" height="48" alt="">
      <a data-test-link-to-profile-link href="/talent/profile/${salesIdOf(person)}"><span data-test-row-lockup-full-name>${person.name}</span></a>
      <div data-test-row-lockup-headline>${person.headline}</div>
      <div data-test-row-lockup-location>${person.location}</div>
      <a data-test-public-profile-link href="/in/${person.publicId}/">Public profile</a>
    </li>`,
    )}
  </ol>
  <a data-test-pagination-next class="artdeco-pagination__button--next${last ? ' artdeco-pagination__button--disabled' : ''}" href="${next.pathname + next.search}"${last ? html` aria-disabled="true"` : ''}>Next</a>
</main>`,
  );
}

/** `/sales/search/saved-searches`: the account's saved lead searches. */
export function savedSearchesPage(chrome: Chrome, searches: readonly SavedSearch[]): Html {
  return signedInPage(
    'Saved searches | Sales Navigator',
    chrome,
    html`<main id="main" data-x-product="sales-navigator"><h1>Saved searches</h1>
  <ul class="saved-searches">
    ${searches.map(
      (s) =>
        html`<li data-x-saved-search="${s.id}"><a href="/sales/search/people?savedSearchId=${s.id}">${s.name}</a></li>`,
    )}
  </ul>
</main>`,
  );
}

const upsellTitles: Record<LinkedInProduct, string> = {
  'sales-navigator': 'Start your Sales Navigator free trial',
  recruiter: 'Hire faster with LinkedIn Recruiter',
};

/** What an account without the product meets instead of the product's pages. */
export function upsellPage(chrome: Chrome, product: LinkedInProduct): Html {
  return signedInPage(
    upsellTitles[product],
    chrome,
    html`<main id="main" class="premium-upsell" data-x-upsell="${product}"><h1>${upsellTitles[product]}</h1>
  <p>Your account does not include this product.</p><a class="premium-upsell__cta" href="/premium/products/">Try it free</a></main>`,
  );
}
