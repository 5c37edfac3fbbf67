import { describe, expect, it } from 'vitest';
import { lastActionLabel, leadStatusLabel } from './leadLabels.ts';

describe('lead labels', () => {
  it('reads statuses and actions', () => {
    expect(leadStatusLabel('approved')).toBe('In sequence');
    expect(leadStatusLabel('skipped')).toBe('Removed from the campaign');
    expect(lastActionLabel('connect requested')).toBe('Connect requested');
    expect(lastActionLabel(null)).toBe('—');
  });
});
