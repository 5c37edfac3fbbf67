import { describe, expect, it } from 'vitest';
import { senderIdOf, senderOf } from './activity-senders.ts';

describe('an activity row’s sender (issue #9)', () => {
  const members = new Map([
    ['owner', 'Olive Owner'],
    ['b', 'Taylor Second'],
  ]);

  it('is the recorded sender, by their current name while they are in the team', () => {
    expect(senderOf({ userId: 'owner', senderId: 'b', senderName: 'Old Name' }, true, members)).toEqual({
      id: 'b',
      name: 'Taylor Second',
    });
  });

  it('keeps the stored name of a sender who left the team', () => {
    expect(senderOf({ userId: 'owner', senderId: 'gone', senderName: 'Gone Member' }, true, members)).toEqual(
      {
        id: 'gone',
        name: 'Gone Member',
      },
    );
  });

  it('never names a sender outside the team that no row stored a name for', () => {
    expect(senderOf({ userId: 'owner', senderId: 'stranger' }, false, members)).toBeNull();
    expect(senderOf({ userId: 'stranger' }, false, members)).toBeNull();
  });

  it('reads a row recorded before senders as the owner when the campaign does not rotate, else unknown', () => {
    expect(senderIdOf({ userId: 'owner' }, false)).toBe('owner');
    expect(senderOf({ userId: 'owner' }, false, members)).toEqual({ id: 'owner', name: 'Olive Owner' });
    expect(senderIdOf({ userId: 'owner' }, true)).toBeNull();
    expect(senderOf({ userId: 'owner' }, true, members)).toBeNull();
  });
});
