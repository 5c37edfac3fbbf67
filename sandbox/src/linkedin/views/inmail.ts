import { type Html, html } from '../html.ts';
import type { InboxThread } from '../inbox.ts';
import type { Person } from '../population.ts';
import { type Chrome, signedInPage } from './layout.ts';

/** `/in/{id}/inmail/`: the InMail thread with a member so far, and the compose form (subject, message). */
export function inmailComposePage(
  chrome: Chrome,
  v: {
    person: Person;
    me: Person;
    connected: boolean;
    openProfile: boolean;
    creditsLeft: number;
    thread: InboxThread | undefined;
    csrf: string;
    error?: string;
    sent: boolean;
  },
): Html {
  const { person } = v;
  const canSend = !v.connected && (v.openProfile || v.creditsLeft > 0);
  const messages = v.thread?.messages ?? [];
  return signedInPage(
    `InMail to ${person.name}`,
    chrome,
    html`<main class="scaffold-layout scaffold-layout--single" id="main">
  <section class="artdeco-card card-pad msg-inmail-compose" data-public-id="${person.publicId}" data-open-profile="${v.openProfile ? 'true' : 'false'}" data-credits-left="${v.creditsLeft}">
    <h1 style="font-size:20px">InMail to <a href="/in/${person.publicId}/">${person.name}</a></h1>
    ${
      v.openProfile
        ? html`<p class="msg-inmail-compose__open-profile text-body-small"><strong>Open Profile</strong> · Free message, no InMail credit used</p>`
        : html`<p class="msg-inmail-compose__credits text-body-small">You have <strong>${v.creditsLeft}</strong> InMail credits left this month</p>`
    }
    ${v.error ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="error" role="alert">${v.error}</div>` : ''}
    ${v.sent ? html`<div class="artdeco-toast-item" data-test-artdeco-toast-item-type="success" role="status">InMail sent</div>` : ''}
    ${
      v.thread
        ? html`<h2 class="msg-inmail-compose__subject t-bold" style="font-size:16px">${v.thread.subject}</h2>
    <ul class="msg-s-message-list">
      ${messages.map(
        (
          m,
        ) => html`<li class="msg-s-message-list__event msg-s-event-listitem" data-direction="${m.from === 'me' ? 'outgoing' : 'incoming'}">
        <span class="msg-s-message-group__name t-bold">${m.from === 'me' ? v.me.name : person.name}</span>
        <time datetime="${new Date(m.at).toISOString()}"></time>
        <p class="msg-s-event-listitem__body">${m.text}</p>
      </li>`,
      )}
    </ul>`
        : ''
    }
    ${
      v.connected
        ? html`<p class="msg-inmail-compose__connected">You’re connected with ${person.firstName}. <a href="/messaging/compose/?recipient=${person.memberId}">Send a message</a> instead.</p>`
        : !canSend
          ? html`<p class="msg-inmail-compose__no-credits">You’ve used all your InMail credits this month.</p>`
          : html`<form method="post" action="/in/${person.publicId}/inmail/" class="msg-inmail-form">
      <input type="hidden" name="csrf" value="${v.csrf}">
      <label>Subject <input type="text" name="subject" class="msg-form__subject" maxlength="200" value="${v.thread?.subject ?? ''}" aria-label="Subject"></label>
      <label>Message <textarea name="body" class="msg-form__contenteditable" rows="8" maxlength="1900" aria-label="Write a message…"></textarea></label>
      <button type="submit" class="artdeco-button artdeco-button--primary msg-form__send-button">Send</button>
    </form>`
    }
  </section>
</main>`,
  );
}
