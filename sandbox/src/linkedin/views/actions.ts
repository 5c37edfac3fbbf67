import { type Html, html } from '../html.ts';
import type { Person } from '../population.ts';
import type { SentInvitation } from '../state.ts';

export function composeHref(person: Person): string {
  const urn = encodeURIComponent(`urn:li:fsd_profile:${person.memberId}`);
  return `/messaging/compose/?profileUrn=${urn}&recipient=${person.memberId}`;
}

export function messageLink(person: Person, primary = true): Html {
  return html`<a class="artdeco-button ${primary ? 'artdeco-button--primary' : 'artdeco-button--secondary'} artdeco-button--small message-anywhere-button" href="${composeHref(person)}" aria-label="Message ${person.name}">Message</a>`;
}

export function connectButton(person: Person, primary = true): Html {
  return html`<button type="button" class="artdeco-button ${primary ? 'artdeco-button--primary' : 'artdeco-button--secondary'} artdeco-button--small" aria-label="Invite ${person.name} to connect" data-action="connect" data-member-id="${person.memberId}" data-name="${person.name}">Connect</button>`;
}

export function pendingButton(person: Person, invitation: SentInvitation): Html {
  return html`<button type="button" class="artdeco-button artdeco-button--muted artdeco-button--small" aria-label="Pending, click to withdraw invitation sent to ${person.name}" data-action="withdraw" data-invitation-id="${invitation.id}" data-name="${person.name}">Pending</button>`;
}

export function followButton(person: Person): Html {
  return html`<button type="button" class="artdeco-button artdeco-button--primary artdeco-button--small" aria-label="Follow ${person.name}">Follow</button>`;
}

/** The main action for a person in lists: Message (1st), Pending, Connect, or Follow for creators. */
export function primaryAction(person: Person, degree: number, pending: SentInvitation | undefined): Html {
  if (degree === 1) return messageLink(person, false);
  if (pending) return pendingButton(person, pending);
  if (person.connectUnderMore) return followButton(person);
  return connectButton(person, false);
}
