import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { parseEventUrl } from '@outreach/shared/schemas/linkedin-urls';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = Omit<ActionPayloads['send-event-message'], 'eventId' | 'text'>;

/**
 * What the bot does for an Event Message step: the text with the lead's placeholders filled (cut to
 * LinkedIn's 8,000 characters), sent through the campaign's event (its search URL: the step has no
 * event field in spec 3 §3). No event, no action.
 *
 * @example
 * planEventMessage({ type: 'Event Message', message: 'Hi {{first_name}}' }, 'https://www.linkedin.com/events/7212345678901234567/', base, fill)
 * // { type: 'send-event-message', payload: { ...base, eventId: '7212345678901234567', text: 'Hi Ada' } }
 */
export function planEventMessage(
  step: SequenceStep,
  campaignUrl: string | undefined,
  base: Base,
  fill: (t: string | undefined) => string,
): { type: 'send-event-message'; payload: ActionPayloads['send-event-message'] } | null {
  const eventId = campaignUrl ? parseEventUrl(campaignUrl) : null;
  if (!eventId) return null;
  const text = fill(step.message).trim().slice(0, inboxMessageMaxLength);
  return { type: 'send-event-message', payload: { ...base, eventId, text } };
}

/** What the bot does for an Invite to event step: the lead invited to the campaign's event. */
export function planInviteToEvent(
  campaignUrl: string | undefined,
  base: Base,
  name: string | undefined,
): { type: 'invite-to-event'; payload: ActionPayloads['invite-to-event'] } | null {
  const eventId = campaignUrl ? parseEventUrl(campaignUrl) : null;
  if (!eventId) return null;
  const trimmed = name?.trim();
  return { type: 'invite-to-event', payload: { ...base, eventId, ...(trimmed ? { name: trimmed } : {}) } };
}

/** The activity kind and what happens to the lead for each outcome of an event message (ours). */
export function eventMessageOutcomeKind(
  result: string | undefined,
): { kind: 'event message sent' | 'unable to send event message'; next: 'advance' | 'stop' } | null {
  switch (result) {
    case 'sent':
    case 'already-sent':
      return { kind: 'event message sent', next: 'advance' };
    case 'not-found':
      return null;
    // Not (or no longer) both attending, or refused: the lead stops.
    default:
      return { kind: 'unable to send event message', next: 'stop' };
  }
}

/**
 * The activity kind of an invitation's outcome (ours): sent (or found sent) or failed; a lead already
 * attending gets none. Either way the lead goes on to its next step (an invitation is not a message).
 * `not-found`: null (the profile is gone).
 */
export function inviteToEventOutcomeKind(
  result: string | undefined,
): { kind: 'invite to event sent' | 'invite to event failed' | null } | null {
  switch (result) {
    case 'invited':
    case 'already-invited':
      return { kind: 'invite to event sent' };
    case 'attending':
      return { kind: null };
    case 'not-found':
      return null;
    default:
      return { kind: 'invite to event failed' };
  }
}
