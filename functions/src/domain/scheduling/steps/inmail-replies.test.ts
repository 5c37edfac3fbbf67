import { describe, expect, it } from 'vitest';
import { inmailReplyOf } from './inmail-replies.ts';

const m = (direction: 'in' | 'out', text: string, createdAt: number) => ({ direction, text, createdAt });

describe('inmailReplyOf', () => {
  it('is the member’s first message after our InMail', () => {
    expect(inmailReplyOf([m('in', 'Second', 30), m('out', 'Hi', 10), m('in', 'First', 20)])).toEqual({
      text: 'First',
      createdAt: 20,
    });
  });

  it('is none before we wrote, or when the member started the thread and we never answered', () => {
    expect(inmailReplyOf([m('out', 'Hi', 10)])).toBeNull();
    expect(inmailReplyOf([m('in', 'A pitch', 5)])).toBeNull();
    expect(inmailReplyOf([m('in', 'A pitch', 5), m('out', 'Hi', 10)])).toBeNull();
  });
});
