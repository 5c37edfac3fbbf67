import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import {
  eventMessageOutcomeKind,
  inviteToEventOutcomeKind,
  planEventMessage,
  planInviteToEvent,
} from './event-steps.ts';

const base = { campaignId: 'c1', leadId: 'l1', stepIndex: 1, profileUrl: 'https://www.linkedin.com/in/ada/' };
const fill = (t: string | undefined) => (t ?? '').replace('{{first_name}}', 'Ada');
const eventUrl = 'https://www.linkedin.com/events/7212345678901234567/';

describe('event steps', () => {
  it('plans an Event Message through the campaign event, placeholders filled and cut to 8,000', () => {
    // Prepare
    const step = { ...defaultStep('Event Message', 1), message: 'Hi {{first_name}}' };
    // Act
    const plan = planEventMessage(step, eventUrl, base, fill);
    const long = planEventMessage(
      { ...defaultStep('Event Message', 1), message: 'x'.repeat(9000) },
      eventUrl,
      base,
      fill,
    );
    // Assess
    expect(plan).toEqual({
      type: 'send-event-message',
      payload: { ...base, eventId: '7212345678901234567', text: 'Hi Ada' },
    });
    expect(long?.payload.text).toHaveLength(8000);
    expect(planEventMessage(step, undefined, base, fill)).toBeNull();
    expect(planEventMessage(step, 'https://www.linkedin.com/groups/123/', base, fill)).toBeNull();
  });

  it('plans an invitation with the lead name for the picker search', () => {
    expect(planInviteToEvent(eventUrl, base, ' Ada Lovelace ')).toEqual({
      type: 'invite-to-event',
      payload: { ...base, eventId: '7212345678901234567', name: 'Ada Lovelace' },
    });
    expect(planInviteToEvent(eventUrl, base, undefined)?.payload).not.toHaveProperty('name');
    expect(planInviteToEvent(undefined, base, 'Ada')).toBeNull();
  });

  it('maps outcomes to activity kinds', () => {
    expect(eventMessageOutcomeKind('sent')).toEqual({ kind: 'event message sent', next: 'advance' });
    expect(eventMessageOutcomeKind('already-sent')?.kind).toBe('event message sent');
    expect(eventMessageOutcomeKind('not-attendee')).toEqual({
      kind: 'unable to send event message',
      next: 'stop',
    });
    expect(eventMessageOutcomeKind('failed')?.next).toBe('stop');
    expect(eventMessageOutcomeKind('not-found')).toBeNull();
    expect(inviteToEventOutcomeKind('invited')?.kind).toBe('invite to event sent');
    expect(inviteToEventOutcomeKind('already-invited')?.kind).toBe('invite to event sent');
    expect(inviteToEventOutcomeKind('attending')).toEqual({ kind: null });
    expect(inviteToEventOutcomeKind('not-connection')?.kind).toBe('invite to event failed');
    expect(inviteToEventOutcomeKind('failed')?.kind).toBe('invite to event failed');
    expect(inviteToEventOutcomeKind('not-found')).toBeNull();
  });
});
