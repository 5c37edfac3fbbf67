import { avatarUrl } from '../avatar.ts';
import type { SandboxGroup } from '../groups.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { Conversation } from '../state.ts';
import { degreeLabel } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

/** `/groups/`: the groups the account belongs to. */
export function myGroupsPage(chrome: Chrome, groups: { group: SandboxGroup; memberCount: number }[]): Html {
  return signedInPage(
    'Groups',
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad groups-my-groups">
    <h1 style="font-size:20px">Groups</h1>
    <ul class="groups-my-groups__list">
      ${groups.map(
        ({ group, memberCount }) => html`<li class="groups-my-groups__item" data-group-id="${group.id}">
        <a class="groups-my-groups__link t-bold" href="/groups/${group.id}/">${group.name}</a>
        <span class="text-body-small">${memberCount} members</span>
      </li>`,
      )}
    </ul>
  </section>
</main>`,
  );
}

/** `/groups/{id}/`: about the group; members see the member list link, others a Join button. */
export function groupPage(
  chrome: Chrome,
  v: { group: SandboxGroup; memberCount: number; member: boolean },
): Html {
  const { group } = v;
  return signedInPage(
    group.name,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad groups-entity" data-group-id="${group.id}">
    <h1 class="groups-entity__name" style="font-size:20px">${group.name}</h1>
    <p class="groups-entity__about">${group.about}</p>
    <a class="groups-entity__members-link" href="/groups/${group.id}/members/">${v.memberCount} members</a>
    ${
      v.member
        ? html`<p class="groups-entity__membership text-body-small">You’re a member</p>`
        : html`<p class="groups-guest-view">Join this group to see its members and message them.</p>
    <button type="button" class="artdeco-button artdeco-button--primary groups-guest-view__join" disabled>Request to join</button>`
    }
  </section>
</main>`,
  );
}

/** `/groups/{id}/members/?page=N`: ten members a page, "Show more results" while there are more. */
export function groupMembersPage(
  chrome: Chrome,
  v: {
    group: SandboxGroup;
    rows: { person: Person; degree: number }[];
    page: number;
    total: number;
    hasMore: boolean;
  },
): Html {
  const { group } = v;
  return signedInPage(
    `Members | ${group.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad groups-members-list" data-group-id="${group.id}">
    <h1 style="font-size:20px"><a href="/groups/${group.id}/">${group.name}</a></h1>
    <h2 class="groups-members-list__count t-bold" style="font-size:16px">${v.total} members</h2>
    <ul class="artdeco-list">
      ${v.rows.map(
        ({
          person,
          degree,
        }) => html`<li class="groups-members-list__item artdeco-list__item" data-member-urn="urn:li:member:${person.memberId}">
        <div class="artdeco-entity-lockup">
          <img class="artdeco-entity-lockup__image avatar" src="${avatarUrl(person)}" alt="${person.name}" width="48" height="48">
          <a class="ui-entity-action-row__link" href="/in/${person.publicId}/">
            <span class="artdeco-entity-lockup__title">${person.name}</span>
          </a>
          <span class="artdeco-entity-lockup__badge">· ${degreeLabel(degree)}</span>
          <p class="artdeco-entity-lockup__subtitle">${person.headline}</p>
          <p class="artdeco-entity-lockup__caption">${person.location}</p>
        </div>
        <a class="artdeco-button artdeco-button--secondary groups-members-list__message" href="/groups/${group.id}/message/${person.publicId}/" aria-label="Message ${person.name}">Message</a>
      </li>`,
      )}
    </ul>
    ${
      v.hasMore
        ? html`<a class="artdeco-button scaffold-finite-scroll__load-button" href="/groups/${group.id}/members/?page=${v.page + 1}">Show more results</a>`
        : ''
    }
  </section>
</main>`,
  );
}

/** `/groups/{id}/message/{publicId}/`: the conversation with a fellow member so far, and the form. */
export function groupMessagePage(
  chrome: Chrome,
  v: {
    group: SandboxGroup;
    person: Person;
    me: Person;
    conversation: Conversation | undefined;
    refusal: { status: number; message: string } | null;
    messagesLeft: number;
    csrf: string;
    error?: string;
    sent: boolean;
  },
): Html {
  const { person, group } = v;
  return signedInPage(
    `Message ${person.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad msg-group-compose" data-group-id="${group.id}" data-public-id="${person.publicId}" data-messages-left="${v.messagesLeft}">
    <h1 style="font-size:20px">Message <a href="/in/${person.publicId}/">${person.name}</a></h1>
    <p class="msg-group-compose__context text-body-small">You’re both members of <a href="/groups/${group.id}/">${group.name}</a> · ${v.messagesLeft} group messages left this month</p>
    ${v.error ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="error" role="alert">${v.error}</div>` : ''}
    ${v.sent ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="success" role="status">Message sent</div>` : ''}
    <ul class="msg-s-message-list">
      ${(v.conversation?.messages ?? []).map(
        (
          m,
        ) => html`<li class="msg-s-message-list__event msg-s-event-listitem" data-direction="${m.from === 'me' ? 'outgoing' : 'incoming'}">
        <span class="msg-s-message-group__name t-bold">${m.from === 'me' ? v.me.name : person.name}</span>
        <time datetime="${new Date(m.at).toISOString()}"></time>
        <p class="msg-s-event-listitem__body">${m.text}</p>
      </li>`,
      )}
    </ul>
    ${
      v.refusal
        ? html`<p class="${v.refusal.status === 429 ? 'msg-group-compose__limit' : 'msg-group-compose__not-member'}">${v.refusal.message}</p>`
        : html`<form method="post" action="/groups/${group.id}/message/${person.publicId}/" class="msg-group-form">
      <input type="hidden" name="csrf" value="${v.csrf}">
      <label>Message <textarea name="body" class="msg-form__contenteditable" rows="8" maxlength="8000" aria-label="Write a message…"></textarea></label>
      <button type="submit" class="artdeco-button artdeco-button--primary msg-form__send-button">Send</button>
    </form>`
    }
  </section>
</main>`,
  );
}
