import { avatarUrl } from '../avatar.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { SentInvitation } from '../state.ts';
import { connectButton, followButton, messageLink, pendingButton } from './actions.ts';
import { connectionsLabel, degreeLabel } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export interface ProfileView {
  person: Person;
  degree: number;
  own: boolean;
  pending?: SentInvitation;
  connectionCount: number;
}

function topCardActions(view: ProfileView): { buttons: Html; connectInMenu: boolean } {
  const { person, degree, pending, own } = view;
  const more = html`<button type="button" class="artdeco-button artdeco-button--muted artdeco-button--small artdeco-dropdown__trigger" aria-label="More actions" aria-haspopup="menu" aria-expanded="false" aria-controls="profile-overflow-menu" data-action="more">More</button>`;
  if (own) {
    return {
      buttons: html`<button type="button" class="artdeco-button artdeco-button--primary artdeco-button--small">Open to</button>
        <button type="button" class="artdeco-button artdeco-button--secondary artdeco-button--small">Add profile section</button>`,
      connectInMenu: false,
    };
  }
  if (degree === 1) return { buttons: html`${messageLink(person)}${more}`, connectInMenu: false };
  if (pending) return { buttons: html`${pendingButton(person, pending)}${more}`, connectInMenu: false };
  if (person.connectUnderMore) {
    return {
      buttons: html`${followButton(person)}<a class="artdeco-button artdeco-button--secondary artdeco-button--small" href="/premium/">Message</a>${more}`,
      connectInMenu: true,
    };
  }
  return { buttons: html`${connectButton(person)}${more}`, connectInMenu: false };
}

export function profilePage(chrome: Chrome, view: ProfileView): Html {
  const { person, degree, own } = view;
  const actions = topCardActions(view);
  const urn = `urn:li:fsd_profile:${person.memberId}`;
  return signedInPage(
    person.name,
    { ...chrome, active: own ? 'me' : chrome.active },
    html`<main class="scaffold-layout scaffold-layout--two" id="main">
  <div class="scaffold-layout__main">
    <section class="artdeco-card pv-top-card" data-member-urn="${urn}" data-member-id="${person.memberId}" data-public-id="${person.publicId}" data-view-name="profile-card">
      <div class="pv-top-card__banner"></div>
      <img class="avatar pv-top-card__photo pv-top-card-profile-picture__image" src="${avatarUrl(person)}" width="152" height="152" alt="${person.name}">
      <div class="pv-top-card__body">
        <div class="pv-text-details__left-panel">
          <h1 class="text-heading-xlarge pv-top-card__name">${person.name} ${degree ? html`<span class="dist-value">· ${degreeLabel(degree)}</span>` : ''}</h1>
          <div class="text-body-medium pv-top-card__headline" data-generated-suggestion-target>${person.headline}</div>
          <div class="text-body-small">
            <span class="pv-top-card--location">${person.location}</span> ·
            <a href="/in/${person.publicId}/overlay/contact-info/" id="top-card-text-details-contact-info">Contact info</a>
          </div>
          <div class="text-body-small" style="margin-top:6px">
            <span class="t-bold">${own ? `${view.connectionCount} connections` : connectionsLabel(person.connectionCount)}</span>
            ${own ? '' : html` · <span>${person.followerCount.toLocaleString('en-US')} followers</span>`}
          </div>
          <div class="pvs-profile-actions">${actions.buttons}</div>
          <p class="member-urn">Member id <code id="member-urn">${person.memberId}</code></p>
        </div>
        <div class="pv-top-card__experience">
          <span><span class="pv-top-card__logo" aria-hidden="true">${person.company.slice(0, 2)}</span>${person.company}</span>
          <span><span class="pv-top-card__logo" aria-hidden="true">Un</span>${person.location.split(',')[0]} University</span>
        </div>
      </div>
    </section>
    <section class="artdeco-card card-pad pv-section" id="about">
      <h2>About</h2>
      <p class="pv-about__summary-text">${person.about}</p>
    </section>
    <section class="artdeco-card card-pad pv-section" id="experience">
      <h2>Experience</h2>
      <div class="pv-experience">
        <span class="pv-top-card__logo" aria-hidden="true">${person.company.slice(0, 2)}</span>
        <div><div class="t-bold"><strong>${person.title}</strong></div><div>${person.company} · Full-time</div><div class="text-body-small">${person.industry}</div><div class="text-body-small">${person.location}</div></div>
      </div>
    </section>
    <section class="artdeco-card card-pad pv-section" id="skills">
      <h2>Skills</h2>
      ${person.skills.map((s) => html`<span class="skill-pill">${s}</span>`)}
    </section>
  </div>
  <aside class="scaffold-layout__aside">
    <section class="artdeco-card card-pad">
      <h2 style="font-size:16px">Profile language</h2><p class="text-body-small">English</p>
    </section>
    <section class="artdeco-card card-pad">
      <h2 style="font-size:16px">Public profile &amp; URL</h2><p class="text-body-small">/in/${person.publicId}</p>
    </section>
  </aside>
</main>
<div id="profile-overflow-menu" class="artdeco-dropdown__content" role="menu" aria-label="More actions" hidden>
  <button type="button" class="artdeco-dropdown__item" role="menuitem">Send profile in a message</button>
  <button type="button" class="artdeco-dropdown__item" role="menuitem">Save to PDF</button>
  ${actions.connectInMenu ? html`<button type="button" class="artdeco-dropdown__item" role="menuitem" aria-label="Invite ${person.name} to connect" data-action="connect" data-member-id="${person.memberId}" data-name="${person.name}">Connect</button>` : ''}
  ${!own && view.pending ? html`<button type="button" class="artdeco-dropdown__item" role="menuitem" data-action="withdraw" data-invitation-id="${view.pending.id}" data-name="${person.name}">Withdraw invitation</button>` : ''}
  ${own ? '' : html`<button type="button" class="artdeco-dropdown__item" role="menuitem">Report / Block</button>`}
</div>`,
  );
}

export function profileLimitPage(chrome: Chrome, message: string): Html {
  return signedInPage(
    'Profile',
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card limit-notice profile-view-limit" role="alert">
    <h1>${message}</h1>
    <p>You’ve viewed a lot of profiles today. Try again tomorrow.</p>
  </section>
</main>`,
  );
}

export function contactInfoPage(chrome: Chrome, person: Person, degree: number): Html {
  return signedInPage(
    `${person.name} - Contact info`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad" role="dialog" aria-labelledby="contact-title">
    <h1 id="contact-title">Contact Info</h1>
    <p><strong>${person.name}’s Profile</strong><br><a href="/in/${person.publicId}/">/in/${person.publicId}</a></p>
    ${degree === 1 ? html`<p><strong>Email</strong><br>${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@example.com</p>` : ''}
  </section>
</main>`,
  );
}
