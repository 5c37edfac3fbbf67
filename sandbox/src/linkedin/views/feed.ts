import { avatarUrl } from '../avatar.ts';
import { companyIdOf, type SandboxCompany } from '../companies.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import { POST_TEXTS } from '../population-data.ts';
import { shortAgo } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export function feedPage(
  chrome: Chrome,
  opts: {
    connectionCount: number;
    posts: { person: Person; at: number }[];
    suggestions: Person[];
    now: number;
    /** The company pages the member administers: LinkedIn lists them under the identity card. */
    managedPages: SandboxCompany[];
  },
): Html {
  const { me } = chrome;
  return signedInPage(
    'Feed',
    chrome,
    html`<main class="scaffold-layout" id="main">
  <aside class="scaffold-layout__sidebar">
    <section class="artdeco-card profile-card">
      <div class="profile-card__banner"></div>
      <a href="/in/${me.publicId}/"><img class="avatar" src="${avatarUrl(me)}" width="72" height="72" alt="${me.name}"></a>
      <div class="card-pad" style="padding-top:0">
        <a class="profile-card__name" href="/in/${me.publicId}/"><h2 class="profile-card__name">${me.name}</h2></a>
        <p class="text-body-small">${me.headline}</p>
        <p><a href="/mynetwork/invite-connect/connections/"><span class="t-black--light">Connections</span> <strong>${opts.connectionCount}</strong></a></p>
      </div>
    </section>
    ${
      opts.managedPages.length
        ? html`<section class="artdeco-card card-pad feed-identity-module__pages" aria-label="Pages you manage">
      <h2 class="text-body-small t-black--light" style="margin-bottom:8px">Pages you manage</h2>
      <ul class="managed-pages">
        ${opts.managedPages.map(
          (p) => html`<li class="managed-pages__item" data-entity-urn="urn:li:fsd_company:${companyIdOf(p)}">
          <a class="managed-pages__link" href="/company/${p.slug}/">${p.name}</a>
        </li>`,
        )}
      </ul>
    </section>`
        : ''
    }
  </aside>
  <div class="scaffold-layout__main">
    <section class="artdeco-card share-box">
      <img class="avatar" src="${avatarUrl(me)}" width="48" height="48" alt="">
      <button type="button" class="share-box__open">Start a post</button>
    </section>
    ${opts.posts.map(
      ({ person, at }) => html`<article class="artdeco-card feed-shared-update-v2">
      <div class="update-components-actor">
        <img class="avatar" src="${avatarUrl(person)}" width="48" height="48" alt="${person.name}">
        <div><a class="update-components-actor__name" href="/in/${person.publicId}/">${person.name}</a>
        <div class="text-body-small">${person.headline}</div><div class="text-body-small">${shortAgo(at, opts.now)} • 🌐</div></div>
      </div>
      <p>${postText(person)}</p>
    </article>`,
    )}
  </div>
  <aside class="scaffold-layout__aside">
    <section class="artdeco-card card-pad">
      <h2 style="font-size:16px;margin-bottom:8px">People you may know</h2>
      ${opts.suggestions.map(
        (
          p,
        ) => html`<div class="update-components-actor"><img class="avatar" src="${avatarUrl(p)}" width="40" height="40" alt="">
        <div><a href="/in/${p.publicId}/" class="update-components-actor__name">${p.name}</a><div class="text-body-small">${p.headline}</div></div></div>`,
      )}
      <a href="/mynetwork/">Show all</a>
    </section>
  </aside>
</main>`,
  );
}

function postText(person: Person): string {
  const text = POST_TEXTS[person.id % POST_TEXTS.length];
  return text
    .replace('{company}', person.company)
    .replace('{team}', person.title.split(' ').at(-1) ?? 'product')
    .replace('{skill1}', person.skills[0])
    .replace('{skill2}', person.skills[1]);
}
