import { avatarUrl } from '../avatar.ts';
import type { SandboxNewsletter } from '../engagers.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import { degreeLabel } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

/**
 * A post's reactions or comments, or a newsletter's subscribers: ten people a page in the site's
 * entity lockups, "Show more results" while there are more.
 */
export function engagersPage(
  chrome: Chrome,
  v: {
    title: string;
    kind: string;
    rows: { person: Person; degree: number }[];
    total: number;
    next: string | null;
  },
): Html {
  return signedInPage(
    v.title,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad social-details-reactors-list" data-list-kind="${v.kind}">
    <h1 class="social-details-reactors-list__count t-bold" style="font-size:16px">${v.total} ${v.title.toLowerCase()}</h1>
    <ul class="artdeco-list">
      ${v.rows.map(
        ({
          person,
          degree,
        }) => html`<li class="social-details-reactors-list__item artdeco-list__item" data-member-urn="urn:li:member:${person.memberId}">
        <div class="artdeco-entity-lockup">
          <img class="artdeco-entity-lockup__image avatar" src="${avatarUrl(person)}" alt="${person.name}" width="48" height="48">
          <a class="ui-entity-action-row__link" href="/in/${person.publicId}/">
            <span class="artdeco-entity-lockup__title">${person.name}</span>
          </a>
          <span class="artdeco-entity-lockup__badge">· ${degreeLabel(degree)}</span>
          <p class="artdeco-entity-lockup__subtitle">${person.headline}</p>
          <p class="artdeco-entity-lockup__caption">${person.location}</p>
        </div>
      </li>`,
      )}
    </ul>
    ${v.next ? html`<a class="artdeco-button scaffold-finite-scroll__load-button" href="${v.next}">Show more results</a>` : ''}
  </section>
</main>`,
  );
}

/** `/pulse/{slug}/`: an article of a newsletter, with a link to the newsletter's subscribers. */
export function newsletterArticlePage(
  chrome: Chrome,
  v: { newsletter: SandboxNewsletter; slug: string },
): Html {
  const n = v.newsletter;
  return signedInPage(
    n.name,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <article class="artdeco-card card-pad reader-article" data-newsletter-id="${n.id}">
    <a class="reader-newsletter__link t-bold" href="/newsletters/${n.id}/">${n.name}</a>
    <p class="reader-author-info text-body-small">By ${n.author.name}</p>
    <h1 style="font-size:20px">${v.slug.replace(/-[^-]+$/, '').replace(/-/g, ' ')}</h1>
    <a class="reader-newsletter__subscribers" href="/newsletters/${n.id}/subscribers/">Subscribers</a>
  </article>
</main>`,
  );
}
