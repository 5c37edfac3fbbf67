import { avatarUrl } from '../avatar.ts';
import type { SandboxEvent } from '../events.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { Conversation } from '../state.ts';
import { degreeLabel, iso } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

const when = (at: number) => new Date(at).toUTCString().replace(/:\d\d GMT$/, ' GMT');

/** `/events/`: the events the account organises or attends. */
export function myEventsPage(
  chrome: Chrome,
  events: { event: SandboxEvent; organizer: boolean; attendeeCount: number; startsAt: number }[],
): Html {
  return signedInPage(
    'Events',
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad events-my-events">
    <h1 style="font-size:20px">Your events</h1>
    <ul class="events-my-events__list">
      ${events.map(
        ({
          event,
          organizer,
          attendeeCount,
          startsAt,
        }) => html`<li class="events-my-events__item" data-event-id="${event.id}">
        <a class="events-my-events__link t-bold" href="/events/${event.id}/">${event.name}</a>
        <time class="events-my-events__time" datetime="${iso(startsAt)}">${when(startsAt)}</time>
        <span class="events-my-events__role text-body-small">${organizer ? 'Organizer' : 'Attending'}</span>
        <span class="events-my-events__count text-body-small">${attendeeCount} attendees</span>
      </li>`,
      )}
    </ul>
  </section>
</main>`,
  );
}

/** `/events/{id}/`: about the event; attendees see the attendee list and Invite, others Attend. */
export function eventPage(
  chrome: Chrome,
  v: { event: SandboxEvent; attendeeCount: number; attending: boolean; organizer: boolean; startsAt: number },
): Html {
  const { event } = v;
  return signedInPage(
    event.name,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad events-live-top-card" data-event-id="${event.id}">
    <h1 class="events-live-top-card__title" style="font-size:20px">${event.name}</h1>
    <time datetime="${iso(v.startsAt)}">${when(v.startsAt)}</time>
    <p class="events-live-top-card__about">${event.about}</p>
    <a class="events-live-top-card__attendees-link" href="/events/${event.id}/attendees/">${v.attendeeCount} attendees</a>
    ${
      v.attending
        ? html`<p class="events-live-top-card__status text-body-small">${v.organizer ? 'You’re the organizer' : 'You’re attending'}</p>
    <a class="artdeco-button artdeco-button--secondary events-live-top-card__invite" href="/events/${event.id}/invite/">Invite</a>`
        : html`<p class="events-guest-view">Attend this event to see who’s going and message them.</p>
    <button type="button" class="artdeco-button artdeco-button--primary events-guest-view__attend" disabled>Attend</button>`
    }
  </section>
</main>`,
  );
}

/** `/events/{id}/attendees/?page=N`: ten attendees a page, "Show more results" while there are more. */
export function eventAttendeesPage(
  chrome: Chrome,
  v: {
    event: SandboxEvent;
    rows: { person: Person; degree: number }[];
    page: number;
    total: number;
    hasMore: boolean;
  },
): Html {
  const { event } = v;
  return signedInPage(
    `Attendees | ${event.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad events-attendees-list" data-event-id="${event.id}">
    <h1 style="font-size:20px"><a href="/events/${event.id}/">${event.name}</a></h1>
    <h2 class="events-attendees-list__count t-bold" style="font-size:16px">${v.total} attendees</h2>
    <ul class="artdeco-list">
      ${v.rows.map(
        ({
          person,
          degree,
        }) => html`<li class="events-attendees-list__item artdeco-list__item" data-member-urn="urn:li:member:${person.memberId}">
        <div class="artdeco-entity-lockup">
          <img class="artdeco-entity-lockup__image avatar" src="${avatarUrl(person)}" alt="${person.name}" width="48" height="48">
          <a class="ui-entity-action-row__link" href="/in/${person.publicId}/">
            <span class="artdeco-entity-lockup__title">${person.name}</span>
          </a>
          <span class="artdeco-entity-lockup__badge">· ${degreeLabel(degree)}</span>
          <p class="artdeco-entity-lockup__subtitle">${person.headline}</p>
          <p class="artdeco-entity-lockup__caption">${person.location}</p>
        </div>
        <a class="artdeco-button artdeco-button--secondary events-attendees-list__message" href="/events/${event.id}/message/${person.publicId}/" aria-label="Message ${person.name}">Message</a>
      </li>`,
      )}
    </ul>
    ${
      v.hasMore
        ? html`<a class="artdeco-button scaffold-finite-scroll__load-button" href="/events/${event.id}/attendees/?page=${v.page + 1}">Show more results</a>`
        : ''
    }
  </section>
</main>`,
  );
}

/** `/events/{id}/message/{publicId}/`: the conversation with a fellow attendee so far, and the form. */
export function eventMessagePage(
  chrome: Chrome,
  v: {
    event: SandboxEvent;
    person: Person;
    me: Person;
    conversation: Conversation | undefined;
    refusal: { status: number; message: string } | null;
    csrf: string;
    error?: string;
    sent: boolean;
  },
): Html {
  const { person, event } = v;
  return signedInPage(
    `Message ${person.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad msg-event-compose" data-event-id="${event.id}" data-public-id="${person.publicId}">
    <h1 style="font-size:20px">Message <a href="/in/${person.publicId}/">${person.name}</a></h1>
    <p class="msg-event-compose__context text-body-small">You’re both attending <a href="/events/${event.id}/">${event.name}</a></p>
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
        ? html`<p class="msg-event-compose__not-attendee">${v.refusal.message}</p>`
        : html`<form method="post" action="/events/${event.id}/message/${person.publicId}/" class="msg-event-form">
      <input type="hidden" name="csrf" value="${v.csrf}">
      <label>Message <textarea name="body" class="msg-form__contenteditable" rows="8" maxlength="8000" aria-label="Write a message…"></textarea></label>
      <button type="submit" class="artdeco-button artdeco-button--primary msg-form__send-button">Send</button>
    </form>`
    }
  </section>
</main>`,
  );
}

/** `/events/{id}/invite/?keywords=…`: the "Invite connections" picker, one row per matching connection. */
export function eventInvitePage(
  chrome: Chrome,
  v: {
    event: SandboxEvent;
    keywords: string;
    rows: { person: Person; state: 'invite' | 'invited' | 'attending' }[];
    canInvite: boolean;
    invitesLeft: number;
    csrf: string;
    error?: string;
    sent: boolean;
  },
): Html {
  const { event } = v;
  return signedInPage(
    `Invite connections | ${event.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad invitee-picker" role="dialog" aria-label="Invite connections" data-event-id="${event.id}" data-invites-left="${v.invitesLeft}">
    <h1 style="font-size:20px">Invite connections to <a href="/events/${event.id}/">${event.name}</a></h1>
    ${v.error ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="error" role="alert">${v.error}</div>` : ''}
    ${v.sent ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="success" role="status">Invitation sent</div>` : ''}
    ${
      v.canInvite
        ? html`<form method="get" action="/events/${event.id}/invite/" class="invitee-picker__search">
      <input type="search" name="keywords" value="${v.keywords}" placeholder="Search by name" aria-label="Search connections">
      <button type="submit" class="artdeco-button">Search</button>
    </form>
    <p class="invitee-picker__left text-body-small">${v.invitesLeft} invitations left this week</p>
    <ul class="invitee-picker__results">
      ${v.rows.map(
        ({ person, state }) => html`<li class="invitee-picker__result" data-public-id="${person.publicId}">
        <a class="invitee-picker__name" href="/in/${person.publicId}/">${person.name}</a>
        ${
          state === 'invite'
            ? html`<form method="post" action="/events/${event.id}/invite/" class="invitee-picker__invite-form">
          <input type="hidden" name="csrf" value="${v.csrf}">
          <input type="hidden" name="keywords" value="${v.keywords}">
          <input type="hidden" name="invitee" value="${person.publicId}">
          <button type="submit" class="artdeco-button artdeco-button--primary invitee-picker__invite" aria-label="Invite ${person.name}">Invite</button>
        </form>`
            : html`<span class="invitee-picker__state" data-state="${state}">${state === 'invited' ? 'Invited' : 'Attending'}</span>`
        }
      </li>`,
      )}
    </ul>`
        : html`<p class="invitee-picker__not-attendee">Attend ${event.name} to invite your connections.</p>`
    }
  </section>
</main>`,
  );
}
