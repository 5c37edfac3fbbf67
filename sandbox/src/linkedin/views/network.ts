import { avatarUrl } from '../avatar.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { ReceivedInvitation, SentInvitation } from '../state.ts';
import { connectButton, messageLink } from './actions.ts';
import { sentAgo } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export interface ReceivedRow {
  invitation: ReceivedInvitation;
  person: Person;
}
export interface SentRow {
  invitation: SentInvitation;
  person: Person;
}

function leftRail(counts: { connections: number; received: number; sent: number }): Html {
  return html`<aside class="scaffold-layout__sidebar">
  <section class="artdeco-card card-pad mn-community-summary">
    <h2 style="font-size:16px;margin-bottom:8px">Manage my network</h2>
    <p><a href="/mynetwork/invite-connect/connections/">Connections <strong>${counts.connections}</strong></a></p>
    <p><a href="/mynetwork/invitation-manager/">Invitations received <strong>${counts.received}</strong></a></p>
    <p><a href="/mynetwork/invitation-manager/sent/">Invitations sent <strong>${counts.sent}</strong></a></p>
  </section>
</aside>`;
}

function receivedCard({ invitation, person }: ReceivedRow, now: number): Html {
  return html`<li class="invitation-card artdeco-list__item" data-invitation-row data-invitation-id="${invitation.id}">
  <a href="/in/${person.publicId}/"><img class="avatar" src="${avatarUrl(person)}" width="72" height="72" alt="${person.name}"></a>
  <div class="invitation-card__details">
    <a class="invitation-card__title" href="/in/${person.publicId}/">${person.name}</a>
    <p class="invitation-card__subtitle text-body-small">${person.headline}</p>
    <time class="time-badge text-body-small">${sentAgo('Received', invitation.sentAt, now)}</time>
    ${invitation.message ? html`<p class="invitation-card__custom-message">${invitation.message}</p>` : ''}
  </div>
  <div class="invitation-card__actions">
    <button type="button" class="artdeco-button artdeco-button--tertiary artdeco-button--small" aria-label="Ignore an invitation from ${person.name}" data-action="ignore" data-invitation-id="${invitation.id}" data-name="${person.name}">Ignore</button>
    <button type="button" class="artdeco-button artdeco-button--secondary artdeco-button--small" aria-label="Accept ${person.name}’s invitation" data-action="accept" data-invitation-id="${invitation.id}" data-name="${person.name}">Accept</button>
  </div>
</li>`;
}

function sentCard({ invitation, person }: SentRow, now: number): Html {
  return html`<li class="invitation-card artdeco-list__item" data-invitation-row data-invitation-id="${invitation.id}">
  <a href="/in/${person.publicId}/"><img class="avatar" src="${avatarUrl(person)}" width="72" height="72" alt="${person.name}"></a>
  <div class="invitation-card__details">
    <a class="invitation-card__title" href="/in/${person.publicId}/">${person.name}</a>
    <p class="invitation-card__subtitle text-body-small">${person.headline}</p>
    <time class="time-badge text-body-small" datetime="${new Date(invitation.sentAt).toISOString()}">${sentAgo('Sent', invitation.sentAt, now)}</time>
    ${invitation.note ? html`<p class="invitation-card__custom-message">${invitation.note}</p>` : ''}
  </div>
  <div class="invitation-card__actions">
    <button type="button" class="artdeco-button artdeco-button--muted artdeco-button--small invitation-card__action-btn" aria-label="Withdraw invitation sent to ${person.name}" data-action="withdraw" data-invitation-id="${invitation.id}" data-name="${person.name}">Withdraw</button>
  </div>
</li>`;
}

export function invitationManagerPage(
  chrome: Chrome,
  opts: {
    tab: 'received' | 'sent';
    received: ReceivedRow[];
    sent: SentRow[];
    connections: number;
    page: number;
    pageSize: number;
    now: number;
  },
): Html {
  const rows = opts.tab === 'received' ? opts.received : opts.sent;
  const pageRows = rows.slice((opts.page - 1) * opts.pageSize, opts.page * opts.pageSize);
  const hasMore = rows.length > opts.page * opts.pageSize;
  const base =
    opts.tab === 'received' ? '/mynetwork/invitation-manager/' : '/mynetwork/invitation-manager/sent/';
  return signedInPage(
    'Invitations',
    { ...chrome, active: 'network' },
    html`<main class="scaffold-layout scaffold-layout--list" id="main">
  ${leftRail({ connections: opts.connections, received: opts.received.length, sent: opts.sent.length })}
  <div class="scaffold-layout__main">
    <section class="artdeco-card mn-invitation-manager">
      <h1 class="card-pad" style="font-size:16px;padding-bottom:0">Manage invitations</h1>
      <div class="mn-invitation-manager__tabs" role="tablist">
        <a role="tab" aria-selected="${opts.tab === 'received'}" class="mn-invitation-manager__tab${opts.tab === 'received' ? ' mn-invitation-manager__tab--active' : ''}" href="/mynetwork/invitation-manager/">Received</a>
        <a role="tab" aria-selected="${opts.tab === 'sent'}" class="mn-invitation-manager__tab${opts.tab === 'sent' ? ' mn-invitation-manager__tab--active' : ''}" href="/mynetwork/invitation-manager/sent/">Sent</a>
      </div>
      <p class="card-pad text-body-small mn-filters-toolbar">People (${rows.length})</p>
      ${
        rows.length === 0
          ? html`<p class="card-pad mn-invitation-manager__empty">${opts.tab === 'received' ? 'No pending invitations' : 'No sent invitations'}</p>`
          : html`<ul class="mn-invitation-list mn-list">${
              opts.tab === 'received'
                ? (pageRows as ReceivedRow[]).map((r) => receivedCard(r, opts.now))
                : (pageRows as SentRow[]).map((r) => sentCard(r, opts.now))
            }</ul>`
      }
      ${hasMore ? html`<div class="card-pad" style="text-align:center"><a class="artdeco-button artdeco-button--secondary artdeco-button--small scaffold-finite-scroll__load-button" href="${base}?page=${opts.page + 1}">Load more</a></div>` : ''}
    </section>
  </div>
</main>`,
  );
}

export function myNetworkPage(
  chrome: Chrome,
  opts: {
    received: ReceivedRow[];
    sentCount: number;
    connections: number;
    suggestions: Person[];
    now: number;
  },
): Html {
  return signedInPage(
    'My Network',
    { ...chrome, active: 'network' },
    html`<main class="scaffold-layout scaffold-layout--list" id="main">
  ${leftRail({ connections: opts.connections, received: opts.received.length, sent: opts.sentCount })}
  <div class="scaffold-layout__main">
    <section class="artdeco-card">
      <div class="card-pad" style="display:flex;justify-content:space-between"><h2 style="font-size:16px">Invitations (${opts.received.length})</h2><a href="/mynetwork/invitation-manager/">Show all</a></div>
      <ul class="mn-list">${opts.received.slice(0, 3).map((r) => receivedCard(r, opts.now))}</ul>
    </section>
    <section class="artdeco-card">
      <h2 class="card-pad" style="font-size:16px;padding-bottom:0">People you may know</h2>
      <ul class="discover-grid mn-list">
        ${opts.suggestions.map(
          (p) => html`<li class="discover-entity-card">
          <a href="/in/${p.publicId}/"><img class="avatar" src="${avatarUrl(p)}" width="96" height="96" alt="${p.name}"></a>
          <a class="discover-person-card__name t-bold" href="/in/${p.publicId}/"><strong>${p.name}</strong></a>
          <div class="discover-entity-card__headline">${p.headline}</div>
          ${connectButton(p, false)}
        </li>`,
        )}
      </ul>
    </section>
  </div>
</main>`,
  );
}

/** Cards the connections page renders at once, as the real page does before "Show more results". */
export const CONNECTIONS_PAGE_SLICE = 40;

/**
 * The connections page: the count of all of them, and the newest slice from `start` (the real page
 * renders about 40 and fetches more as one scrolls; a network of thousands is never one HTML page).
 */
export function connectionsPage(
  chrome: Chrome,
  all: { person: Person; connectedAt: number }[],
  now: number,
  start = 0,
): Html {
  const connections = all.slice(start, start + CONNECTIONS_PAGE_SLICE);
  const next = start + CONNECTIONS_PAGE_SLICE < all.length ? start + CONNECTIONS_PAGE_SLICE : null;
  return signedInPage(
    'Connections',
    { ...chrome, active: 'network' },
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card">
    <h1 class="card-pad" style="font-size:16px">${all.length} Connections</h1>
    <ul class="mn-connections mn-list">
      ${connections.map(
        ({
          person,
          connectedAt,
        }) => html`<li class="mn-connection-card invitation-card" data-member-urn="urn:li:fsd_profile:${person.memberId}">
        <a href="/in/${person.publicId}/"><img class="avatar" src="${avatarUrl(person)}" width="56" height="56" alt="${person.name}"></a>
        <div class="invitation-card__details">
          <a class="mn-connection-card__name invitation-card__title" href="/in/${person.publicId}/">${person.name}</a>
          <p class="mn-connection-card__occupation text-body-small">${person.headline}</p>
          <time class="time-badge text-body-small" datetime="${new Date(connectedAt).toISOString()}">${sentAgo('Connected', connectedAt, now)}</time>
        </div>
        ${messageLink(person, false)}
      </li>`,
      )}
    </ul>
    ${next === null ? '' : html`<a class="scaffold-finite-scroll__load-button artdeco-button card-pad" href="?start=${next}">Show more results</a>`}
  </section>
</main>`,
  );
}
