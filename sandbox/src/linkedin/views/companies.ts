import { avatarUrl } from '../avatar.ts';
import type { SandboxCompany } from '../companies.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import { type Chrome, signedInPage } from './layout.ts';

/** `/company/{slug}/`: the page's about card; admins see "Invite connections". */
export function companyPage(
  chrome: Chrome,
  v: { company: SandboxCompany; followers: number; admin: boolean },
): Html {
  const { company } = v;
  return signedInPage(
    `${company.name} | LinkedIn`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad org-top-card" data-company-slug="${company.slug}">
    <h1 class="org-top-card-summary__title" style="font-size:24px">${company.name}</h1>
    <p class="org-top-card-summary__industry text-body-small">${company.industry}</p>
    <p class="org-top-card-summary__followers text-body-small">${v.followers.toLocaleString('en-US')} followers</p>
    ${
      v.admin
        ? html`<a class="artdeco-button artdeco-button--primary org-admin__invite" href="/company/${company.slug}/invite/">Invite connections</a>`
        : ''
    }
  </section>
</main>`,
  );
}

/** `/company/{slug}/invite/`: "Invite connections to follow", the admin's connections 10 a page. */
export function companyInvitePage(
  chrome: Chrome,
  v: {
    company: SandboxCompany;
    keywords: string;
    rows: { person: Person; state: 'invite' | 'invited' | 'following' }[];
    page: number;
    hasMore: boolean;
    canInvite: boolean;
    creditsLeft: number;
    csrf: string;
    error?: string;
    sent: boolean;
  },
): Html {
  const { company } = v;
  const base = `/company/${company.slug}/invite/`;
  const more = `${base}?${new URLSearchParams({ ...(v.keywords ? { keywords: v.keywords } : {}), page: String(v.page + 1) })}`;
  return signedInPage(
    `Invite connections to follow | ${company.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad invitee-picker org-invitee-picker" role="dialog" aria-label="Invite connections to follow" data-company-slug="${company.slug}" data-credits-left="${v.creditsLeft}">
    <h1 style="font-size:20px">Invite connections to follow <a href="/company/${company.slug}/">${company.name}</a></h1>
    ${v.error ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="error" role="alert">${v.error}</div>` : ''}
    ${v.sent ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="success" role="status">Invitation sent</div>` : ''}
    ${
      v.canInvite
        ? html`<form method="get" action="${base}" class="invitee-picker__search">
      <input type="search" name="keywords" value="${v.keywords}" placeholder="Search by name" aria-label="Search connections">
      <button type="submit" class="artdeco-button">Search</button>
    </form>
    <p class="invitee-picker__left text-body-small">${v.creditsLeft} of 250 credits left this month</p>
    <ul class="invitee-picker__results">
      ${v.rows.map(
        ({
          person,
          state,
        }) => html`<li class="invitee-picker__result artdeco-list__item" data-public-id="${person.publicId}" data-state="${state}" data-member-urn="urn:li:member:${person.memberId}">
        <div class="artdeco-entity-lockup">
          <img class="artdeco-entity-lockup__image avatar" src="${avatarUrl(person)}" alt="${person.name}" width="48" height="48">
          <a class="invitee-picker__name ui-entity-action-row__link" href="/in/${person.publicId}/"><span class="artdeco-entity-lockup__title">${person.name}</span></a>
          <span class="artdeco-entity-lockup__badge">· 1st</span>
          <p class="artdeco-entity-lockup__subtitle">${person.headline}</p>
          <p class="artdeco-entity-lockup__caption">${person.location}</p>
        </div>
        ${
          state === 'invite'
            ? html`<form method="post" action="${base}" class="invitee-picker__invite-form">
          <input type="hidden" name="csrf" value="${v.csrf}">
          <input type="hidden" name="keywords" value="${v.keywords}">
          <input type="hidden" name="invitee" value="${person.publicId}">
          <button type="submit" class="artdeco-button artdeco-button--primary invitee-picker__invite" aria-label="Invite ${person.name}">Invite</button>
        </form>`
            : html`<span class="invitee-picker__state" data-state="${state}">${state === 'invited' ? 'Invited' : 'Following'}</span>`
        }
      </li>`,
      )}
    </ul>
    ${v.hasMore ? html`<a class="artdeco-button scaffold-finite-scroll__load-button" href="${more}">Show more results</a>` : ''}`
        : html`<p class="invitee-picker__not-admin">Only page admins can invite connections to follow this page.</p>`
    }
  </section>
</main>`,
  );
}
