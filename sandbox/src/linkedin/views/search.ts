import { avatarUrl } from '../avatar.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import {
  KEYWORD_FIELD_PARAMS,
  type KeywordField,
  type PeopleQuery,
  type PeopleSearchResult,
} from '../search.ts';
import type { SentInvitation } from '../state.ts';
import { primaryAction } from './actions.ts';
import { degreeLabel } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export function searchHref(query: PeopleQuery, change: Partial<PeopleQuery>): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.keywords) params.set('keywords', q.keywords);
  params.set('origin', 'FACETED_SEARCH');
  if (q.network.length) params.set('network', JSON.stringify(q.network));
  if (q.currentCompany.length) params.set('currentCompany', JSON.stringify(q.currentCompany));
  if (q.geoUrn.length) params.set('geoUrn', JSON.stringify(q.geoUrn));
  for (const [field, value] of Object.entries(q.fields ?? {}))
    if (value) params.set(KEYWORD_FIELD_PARAMS[field as KeywordField], value);
  if (q.page > 1) params.set('page', String(q.page));
  return `/search/results/people/?${params.toString()}`;
}

function networkPill(query: PeopleQuery, code: 'F' | 'S' | 'O', label: string): Html {
  const on = query.network.includes(code);
  const network = on ? query.network.filter((n) => n !== code) : [...query.network, code];
  return html`<a class="search-reusables__filter-pill-button${on ? ' search-reusables__filter-pill-button--selected' : ''}" href="${searchHref(query, { network, page: 1 })}" aria-pressed="${on ? 'true' : 'false'}" aria-label="${label} connections filter">${label}</a>`;
}

function pagination(query: PeopleQuery, result: PeopleSearchResult): Html {
  const { page, pageCount } = result;
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(pageCount, page + 2); p++) pages.push(p);
  return html`<div class="artdeco-pagination" aria-label="Pagination">
  <a class="artdeco-pagination__button artdeco-pagination__button--previous${page <= 1 ? ' artdeco-pagination__button--disabled' : ''}" href="${searchHref(query, { page: Math.max(1, page - 1) })}" aria-label="Previous"${page <= 1 ? html` aria-disabled="true"` : ''}>‹ Previous</a>
  <ul class="artdeco-pagination__pages">
    ${pages.map((p) =>
      p === page
        ? html`<li class="artdeco-pagination__indicator artdeco-pagination__indicator--selected active selected" data-test-pagination-page-btn="${p}"><span aria-current="true">${p}</span></li>`
        : html`<li class="artdeco-pagination__indicator" data-test-pagination-page-btn="${p}"><a href="${searchHref(query, { page: p })}" aria-label="Page ${p}">${p}</a></li>`,
    )}
  </ul>
  <a class="artdeco-pagination__button artdeco-pagination__button--next${page >= pageCount ? ' artdeco-pagination__button--disabled' : ''}" href="${searchHref(query, { page: Math.min(pageCount, page + 1) })}" aria-label="Next"${page >= pageCount ? html` aria-disabled="true"` : ''}>Next ›</a>
</div>`;
}

export function searchPage(
  chrome: Chrome,
  query: PeopleQuery,
  result: PeopleSearchResult,
  pendingOf: (p: Person) => SentInvitation | undefined,
): Html {
  return signedInPage(
    `${query.keywords || 'People'} - Search`,
    { ...chrome, keywords: query.keywords },
    html`<main class="scaffold-layout scaffold-layout--two" id="main">
  <div class="scaffold-layout__main">
    <div class="search-reusables__filters-bar" role="toolbar" aria-label="Search filters">
      <a class="search-reusables__filter-pill-button search-reusables__filter-pill-button--selected" href="${searchHref(query, { page: 1 })}">People</a>
      ${networkPill(query, 'F', '1st')}
      ${networkPill(query, 'S', '2nd')}
      ${networkPill(query, 'O', '3rd+')}
    </div>
    <section class="artdeco-card search-results-container">
      <h2 class="search-results__total">${result.total === 0 ? 'No results found' : `About ${result.total.toLocaleString('en-US')} results`}</h2>
      <ul class="reusable-search__entity-result-list list-style-none" role="list">
        ${result.results.map(
          ({
            person,
            degree,
          }) => html`<li class="reusable-search__result-container" data-chameleon-result-urn="urn:li:member:${person.memberId}">
          <div class="entity-result" data-member-urn="urn:li:fsd_profile:${person.memberId}" data-view-name="search-entity-result-universal-template">
            <a href="/in/${person.publicId}/" class="app-aware-link entity-result__image" aria-hidden="true" tabindex="-1"><img class="avatar" src="${avatarUrl(person)}" width="56" height="56" alt=""></a>
            <div class="entity-result__content">
              <span class="entity-result__title-text t-16">
                <a class="app-aware-link" href="/in/${person.publicId}/?miniProfileUrn=${encodeURIComponent(`urn:li:fs_miniProfile:${person.memberId}`)}"><span dir="ltr"><span aria-hidden="true">${person.name}</span><span class="visually-hidden" hidden>View ${person.name}’s profile</span></span></a>
                <span class="entity-result__badge-text"> • ${degreeLabel(degree)}</span>
              </span>
              <div class="entity-result__primary-subtitle t-14 t-black">${person.headline}</div>
              <div class="entity-result__secondary-subtitle t-14 t-normal">${person.location}</div>
            </div>
            <div class="entity-result__actions">${primaryAction(person, degree, pendingOf(person))}</div>
          </div>
        </li>`,
        )}
      </ul>
      ${result.total > 0 ? pagination(query, result) : html`<p class="card-pad">Try shortening or rephrasing your search.</p>`}
    </section>
  </div>
  <aside class="scaffold-layout__aside">
    <section class="artdeco-card card-pad">
      <h2 style="font-size:16px">Sandbox search</h2>
      <p class="text-body-small">Keywords match name, headline, title, company, location and industry. Filters: network <code>["F","S","O"]</code>, <code>currentCompany</code>, <code>geoUrn</code>. 10 results a page, 100 pages at most.</p>
    </section>
  </aside>
</main>`,
  );
}
