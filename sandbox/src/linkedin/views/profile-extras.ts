import type { FeedPost } from '../feed-posts.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import { type Chrome, signedInPage } from './layout.ts';
import { postCard } from './posts.ts';

/** `/in/{id}/details/skills/`: the skills list; connections get Endorse (Endorsed once done). */
export function skillsPage(
  chrome: Chrome,
  v: { person: Person; canEndorse: boolean; endorsed: Set<string>; csrf: string },
): Html {
  const { person } = v;
  return signedInPage(
    `${person.name} - Skills`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad pv-section" id="skills" data-public-id="${person.publicId}">
    <h1 style="font-size:20px">Skills</h1>
    <p class="text-body-small"><a href="/in/${person.publicId}/">${person.name}</a></p>
    <ul class="pvs-list">
      ${person.skills.map((skill) => {
        const done = v.endorsed.has(skill);
        return html`<li class="pvs-list__item pv-skill-entity" data-skill="${skill}">
        <span class="pv-skill-entity__name t-bold">${skill}</span>
        ${
          v.canEndorse
            ? html`<form method="post" action="/in/${person.publicId}/details/skills/endorse/" class="pv-skill-entity__endorse">
          <input type="hidden" name="csrf" value="${v.csrf}"><input type="hidden" name="skill" value="${skill}">
          <button type="submit" class="artdeco-button artdeco-button--secondary artdeco-button--small pv-skill-entity__endorse-button" aria-pressed="${done ? 'true' : 'false'}" aria-label="${done ? 'Endorsed' : 'Endorse'} ${skill}" ${done ? 'disabled' : ''}>${done ? 'Endorsed' : 'Endorse'}</button>
        </form>`
            : ''
        }
      </li>`;
      })}
    </ul>
  </section>
</main>`,
  );
}

/** `/in/{id}/recent-activity/all/` of another member: Follow, then their posts with Like. */
export function personActivityPage(
  chrome: Chrome,
  v: { person: Person; posts: FeedPost[]; following: boolean; now: number; csrf: string },
): Html {
  const { person } = v;
  return signedInPage(
    `${person.name} - Activity`,
    chrome,
    html`<main class="scaffold-layout" id="main"><div class="scaffold-layout__main">
  <section class="artdeco-card card-pad recent-activity-header" data-public-id="${person.publicId}">
    <h1 style="font-size:20px"><a href="/in/${person.publicId}/">${person.name}</a>’s activity</h1>
    <p class="text-body-small">${person.followerCount.toLocaleString('en-US')} followers</p>
    <form method="post" action="/in/${person.publicId}/follow/">
      <input type="hidden" name="csrf" value="${v.csrf}"><input type="hidden" name="follow" value="${v.following ? 'false' : 'true'}">
      <button type="submit" class="artdeco-button artdeco-button--small follow-button ${v.following ? 'artdeco-button--muted' : 'artdeco-button--primary'}" aria-pressed="${v.following ? 'true' : 'false'}" aria-label="${v.following ? 'Following' : 'Follow'} ${person.name}">${v.following ? 'Following' : 'Follow'}</button>
    </form>
  </section>
  ${v.posts.length ? v.posts.map((p) => postCard(p, v.now, v.csrf)) : html`<p class="artdeco-empty-state">No posts yet</p>`}
</div></main>`,
  );
}

/** What a refused follow or endorsement answers: the site's error toast. */
export function extrasLimitPage(chrome: Chrome, message: string): Html {
  return signedInPage(
    'LinkedIn',
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <div class="artdeco-toast-item" data-test-artdeco-toast-item-type="error" role="alert">${message}</div>
</main>`,
  );
}
