// Selectors and paths of LinkedIn events: "Your events", the attendee list (paged with "Show more
// results", the member-list markup of groups), the message form to a fellow attendee and the
// "Invite connections" picker. Beside page-objects.ts: first match wins.

export const eventPaths = {
  /** The events the account organises or attends. */
  myEvents: '/events/',
  attendees: (eventId: string, page: number) =>
    `/events/${encodeURIComponent(eventId)}/attendees/${page > 1 ? `?page=${page}` : ''}`,
  message: (eventId: string, publicId: string) =>
    `/events/${encodeURIComponent(eventId)}/message/${encodeURIComponent(publicId)}/`,
  invite: (eventId: string, keywords: string) =>
    `/events/${encodeURIComponent(eventId)}/invite/?keywords=${encodeURIComponent(keywords)}`,
} as const;

/**
 * The event id of an event URL, any origin: `/events/{id}/`, `/events/{slug}{id}/`,
 * `/video/event/…{id}`, or a people search with `eventAttending=["{id}"]`; null otherwise.
 */
export function eventIdFromUrl(url: string): string | null {
  try {
    const u = new URL(url);
    const attending = u.searchParams.get('eventAttending');
    if (attending) {
      const m = /(\d{10,20})/.exec(attending);
      return m ? m[1] : null;
    }
    const m = /^\/(?:events|video\/event)\/(?:[^/?#]*?)(\d{10,20})(?:[/?#]|$)/i.exec(u.pathname);
    return m ? m[1] : null;
  } catch {
    return null;
  }
}

export const eventSel = {
  attendeesList: ['section.events-attendees-list', '.events-attendees-list'],
  attendee: ['li.events-attendees-list__item', '.events-attendees-list li.artdeco-list__item'],
  compose: ['section.msg-event-compose'],
  notAttendee: ['.msg-event-compose__not-attendee'],
  body: ['textarea.msg-form__contenteditable', 'textarea[name="body"]'],
  send: ['button.msg-form__send-button', 'button[type="submit"]'],
  event: ['li.msg-s-message-list__event', '.msg-s-event-listitem'],
  eventBody: ['.msg-s-event-listitem__body'],
  errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
  successToast: ['[data-test-artdeco-toast-item-type="success"]'],
  myEventsList: ['ul.events-my-events__list', 'section.events-my-events'],
  myEvent: ['li.events-my-events__item', 'section.events-my-events li'],
  myEventLink: ['a.events-my-events__link', 'a[href*="/events/"]'],
  myEventTime: ['time'],
  myEventRole: ['.events-my-events__role'],
  myEventCount: ['.events-my-events__count'],
  invitePicker: ['section.invitee-picker', '[role="dialog"][aria-label="Invite connections"]'],
  inviteNotAttendee: ['.invitee-picker__not-attendee'],
  inviteRow: ['li.invitee-picker__result'],
  inviteRowLink: ['a.invitee-picker__name', 'a[href*="/in/"]'],
  inviteButton: ['button.invitee-picker__invite', 'button[aria-label^="Invite"]'],
  inviteState: ['.invitee-picker__state'],
} as const;

/** "1,234 attendees" / "1.2K attendees" → a count, or undefined. */
export function parseAttendeesCount(text: string | undefined): number | undefined {
  const m = /([\d.,]+)\s*([KM]?)\s+attendees?/i.exec(text ?? '');
  if (!m) return undefined;
  const unit = m[2].toUpperCase() === 'K' ? 1_000 : m[2].toUpperCase() === 'M' ? 1_000_000 : 1;
  const n = unit === 1 ? Number(m[1].replace(/[.,]/g, '')) : Number(m[1].replace(',', '.')) * unit;
  return Number.isFinite(n) ? Math.round(n) : undefined;
}
