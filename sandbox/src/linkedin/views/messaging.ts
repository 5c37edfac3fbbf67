import { avatarUrl } from '../avatar.ts';
import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { Conversation } from '../state.ts';
import { clockTime, iso, shortAgo } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export interface ConversationRow {
  conversation: Conversation;
  person: Person;
}

function conversationList(rows: ConversationRow[], activeId: string | null, me: Person, now: number): Html {
  return html`<section class="msg-conversations-container" aria-label="Conversation list">
  <h2>Messaging</h2>
  ${rows.length === 0 ? html`<p class="msg-empty">No messages yet</p>` : ''}
  <ul class="msg-conversations-container__conversations-list list-style-none">
    ${rows.map(({ conversation, person }) => {
      const last = conversation.messages.at(-1);
      const unread = !!last && last.from === 'them' && last.at > conversation.lastReadAt;
      const sender = last?.from === 'me' ? 'You' : person.firstName;
      return html`<li class="msg-conversation-listitem${conversation.id === activeId ? ' msg-conversation-listitem--active' : ''}" data-conversation-id="${conversation.id}">
      <a class="msg-conversation-listitem__link msg-conversations-container__convo-item-link${unread ? ' msg-conversation-card__convo-item--unread' : ''}" href="/messaging/thread/${conversation.id}/">
        <img class="avatar" src="${avatarUrl(person)}" width="48" height="48" alt="${person.name}">
        <div class="msg-conversation-card__content">
          <div class="msg-conversation-card__row">
            <h3 class="msg-conversation-listitem__participant-names">${person.name}</h3>
            ${last ? html`<time class="msg-conversation-listitem__time-stamp" datetime="${iso(last.at)}">${shortAgo(last.at, now)}</time>` : ''}
          </div>
          ${last ? html`<p class="msg-conversation-card__message-snippet" data-sender="${last.from === 'me' ? me.name : person.name}">${sender}: ${last.text}</p>` : ''}
          ${unread ? html`<span class="notification-badge--unread" hidden>Unread</span>` : ''}
        </div>
      </a>
    </li>`;
    })}
  </ul>
</section>`;
}

function messageForm(attrs: { conversationId?: string; recipient?: string }, person: Person): Html {
  return html`<form class="msg-form" data-conversation-id="${attrs.conversationId ?? ''}" data-recipient="${attrs.recipient ?? ''}">
  <div class="msg-form__msg-content-container">
    <div class="msg-form__contenteditable t-14 t-black--light t-normal" role="textbox" contenteditable="true" aria-multiline="true" aria-label="Write a message…" data-placeholder="Write a message…" spellcheck="true"></div>
  </div>
  <div class="msg-form__footer">
    <button type="submit" class="msg-form__send-button artdeco-button artdeco-button--primary artdeco-button--small" aria-label="Send message to ${person.name}">Send</button>
  </div>
</form>`;
}

function threadPane(row: ConversationRow, me: Person): Html {
  const { conversation, person } = row;
  return html`<section class="msg-thread" data-conversation-id="${conversation.id}" data-member-urn="urn:li:fsd_profile:${person.memberId}">
  <header class="msg-thread__header msg-entity-lockup">
    <img class="avatar" src="${avatarUrl(person)}" width="40" height="40" alt="">
    <div><h2 class="msg-entity-lockup__entity-title"><a href="/in/${person.publicId}/">${person.name}</a></h2><div class="text-body-small">${person.headline}</div></div>
  </header>
  <div class="msg-s-message-list">
    <ul class="msg-s-message-list-content list-style-none">
      ${conversation.messages.map((m) => {
        const sender = m.from === 'me' ? me : person;
        return html`<li class="msg-s-message-list__event msg-s-event-listitem" data-message-id="${m.id}" data-direction="${m.from === 'me' ? 'outgoing' : 'incoming'}" data-sender-urn="urn:li:fsd_profile:${sender.memberId}">
        <img class="avatar msg-s-event-listitem__profile-picture" src="${avatarUrl(sender)}" width="40" height="40" alt="${sender.name}">
        <div>
          <div class="msg-s-message-group__meta">
            <span class="msg-s-message-group__name t-14 t-bold">${sender.name}</span>
            <time class="msg-s-message-group__timestamp" datetime="${iso(m.at)}">${clockTime(m.at)}</time>
          </div>
          <p class="msg-s-event-listitem__body t-14 t-black--light t-normal">${m.text}</p>
        </div>
      </li>`;
      })}
    </ul>
  </div>
  ${messageForm({ conversationId: conversation.id }, person)}
</section>`;
}

function composePane(person: Person, allowed: boolean): Html {
  return html`<section class="msg-thread msg-compose" data-member-urn="urn:li:fsd_profile:${person.memberId}">
  <header class="msg-thread__header">
    <img class="avatar" src="${avatarUrl(person)}" width="40" height="40" alt="">
    <div><h2 class="msg-entity-lockup__entity-title"><a href="/in/${person.publicId}/">${person.name}</a></h2><div class="text-body-small">${person.headline}</div></div>
  </header>
  <div class="msg-s-message-list"><p class="msg-empty">${allowed ? `Start a conversation with ${person.firstName}` : ''}</p></div>
  ${
    allowed
      ? messageForm({ recipient: person.memberId }, person)
      : html`<p class="msg-empty msg-compose__not-connected" role="alert">You can only message your 1st-degree connections. Connect with ${person.name} to send a message.</p>`
  }
</section>`;
}

export function messagingPage(
  chrome: Chrome,
  opts: {
    rows: ConversationRow[];
    active?: ConversationRow;
    compose?: { person: Person; allowed: boolean };
    now: number;
  },
): Html {
  const title = opts.active ? `${opts.active.person.name} | Messaging` : 'Messaging';
  return signedInPage(
    title,
    { ...chrome, active: 'messaging' },
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <div class="artdeco-card msg-overlay">
    ${conversationList(opts.rows, opts.active?.conversation.id ?? null, chrome.me, opts.now)}
    ${
      opts.active
        ? threadPane(opts.active, chrome.me)
        : opts.compose
          ? composePane(opts.compose.person, opts.compose.allowed)
          : html`<section class="msg-thread"><p class="msg-empty">Select a conversation or start a new one from a connection’s profile.</p></section>`
    }
  </div>
</main>`,
  );
}
