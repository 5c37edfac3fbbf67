import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDateTime } from './formatDateTime.ts';

describe('formatDateTime', () => {
  it('formats in the given timezone', () => {
    expect(formatDateTime('2025-03-02T14:05:00Z', 'UTC')).toMatch(/^March 2nd 2025, 02:05 PM$/i);
    expect(formatDateTime('2025-03-02T23:30:00Z', 'Europe/Berlin')).toMatch(/^March 3rd 2025, 12:30 AM$/i);
  });
  it('shows a dash for nothing', () => {
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatShortDateTime', () => {
  it('formats MM/DD and time', () => {
    expect(formatShortDateTime('2025-03-02T14:05:00Z', 'UTC')).toBe('03/02 02:05 PM');
  });
});
