import { describe, expect, it } from 'vitest';
import { eventIdFromUrl, parseAttendeesCount } from './event-page-objects.ts';

describe('event page objects', () => {
  it('reads the event id of every event URL shape', () => {
    const id = '7212345678901234567';
    expect(eventIdFromUrl(`https://www.linkedin.com/events/${id}/`)).toBe(id);
    expect(eventIdFromUrl(`http://127.0.0.1:4010/events/${id}/attendees/?page=2`)).toBe(id);
    expect(eventIdFromUrl(`https://www.linkedin.com/events/scaling-outbound${id}/`)).toBe(id);
    expect(eventIdFromUrl(`https://www.linkedin.com/video/event/urn:li:ugcPost:${id}/`)).toBe(id);
    expect(
      eventIdFromUrl(
        `https://www.linkedin.com/search/results/people/?eventAttending=${encodeURIComponent(`["${id}"]`)}`,
      ),
    ).toBe(id);
    expect(eventIdFromUrl('https://www.linkedin.com/groups/1234567/')).toBeNull();
    expect(eventIdFromUrl('not a url')).toBeNull();
  });

  it('reads attendee counts', () => {
    expect(parseAttendeesCount('42 attendees')).toBe(42);
    expect(parseAttendeesCount('1,204 attendees')).toBe(1204);
    expect(parseAttendeesCount('1.2K attendees')).toBe(1200);
    expect(parseAttendeesCount('soon')).toBeUndefined();
  });
});
