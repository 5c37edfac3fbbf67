import { MAX_CAMPAIGN_SENDERS, senderMessages } from '@outreach/shared/schemas/campaign-senders';
import { describe, expect, it } from 'vitest';
import { sameSenders, senderChoiceError, toggleSender } from './senderChoice.ts';

describe('sender choice', () => {
  it('ticks and unticks in the candidates’ order', () => {
    const order = ['a', 'b', 'c'];
    expect(toggleSender(['c'], 'a', order)).toEqual(['a', 'c']);
    expect(toggleSender(['a', 'c'], 'c', order)).toEqual(['a']);
  });

  it('asks for 1 to 10 senders with the API’s messages', () => {
    expect(senderChoiceError([])).toBe(senderMessages.none);
    expect(senderChoiceError(['a'])).toBeNull();
    const ids = Array.from({ length: MAX_CAMPAIGN_SENDERS + 1 }, (_, i) => `u${i}`);
    expect(senderChoiceError(ids.slice(0, MAX_CAMPAIGN_SENDERS))).toBeNull();
    expect(senderChoiceError(ids)).toBe(senderMessages.tooMany);
  });

  it('compares choices without their order', () => {
    expect(sameSenders(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSenders(['a'], ['a', 'b'])).toBe(false);
  });
});
