import { describe, expect, it } from 'vitest';
import { chainDone } from './send-chained-messages.ts';

describe('chainDone', () => {
  it('counts the chain messages the thread already ends with', () => {
    expect(chainDone([], ['a', 'b'])).toBe(0);
    expect(chainDone(['old'], ['a', 'b'])).toBe(0);
    expect(chainDone(['old', 'a'], ['a', 'b', 'c'])).toBe(1);
    expect(chainDone(['a', 'b'], ['a', 'b', 'c'])).toBe(2);
    expect(chainDone(['x', 'a', 'b', 'c'], ['a', 'b', 'c'])).toBe(3);
    // Our last message is not the chain's start: nothing of it went out yet.
    expect(chainDone(['a', 'b', 'z'], ['a', 'b'])).toBe(0);
    expect(chainDone(['hi', 'hi'], ['hi', 'hi', 'bye'])).toBe(2);
  });
});
