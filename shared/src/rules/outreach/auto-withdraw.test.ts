import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoWithdrawActionId,
  autoWithdrawCutoff,
  dueForAutoWithdraw,
  isAutoWithdrawActionId,
} from './auto-withdraw.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 30, 23, 30);

describe('auto-withdrawal rules', () => {
  it('picks sent, unqueued invitations at least afterDays old, oldest first; none when off', () => {
    // Prepare
    const rows = [
      { invitationId: 'young', tab: 'sent', sentTime: NOW - 29 * DAY },
      { invitationId: 'exact', tab: 'sent', sentTime: NOW - 30 * DAY },
      { invitationId: 'old', tab: 'sent', sentTime: NOW - 90 * DAY },
      { invitationId: 'queued', tab: 'sent', sentTime: NOW - 90 * DAY, pendingAction: 'WITHDRAW' },
      { invitationId: 'received', tab: 'received', sentTime: NOW - 90 * DAY },
      { invitationId: 'gone', tab: 'withdrawn', sentTime: NOW - 90 * DAY },
    ];
    // Act
    const due = dueForAutoWithdraw(rows, { isEnabled: true, afterDays: 30 }, NOW);
    // Assess
    expect(due.map((r) => r.invitationId)).toEqual(['old', 'exact']);
    expect(dueForAutoWithdraw(rows, { isEnabled: false, afterDays: 30 }, NOW)).toEqual([]);
  });

  it('one action id per invitation, told apart from bulk actions', () => {
    expect(autoWithdrawActionId('7200001')).toBe('auto-withdraw#7200001');
    expect(isAutoWithdrawActionId(autoWithdrawActionId('x'))).toBe(true);
    expect(isAutoWithdrawActionId('invites#WITHDRAW#1#x')).toBe(false);
    expect(autoWithdrawCutoff(Date.UTC(2026, 0, 31), 30)).toBe(Date.UTC(2026, 0, 1));
  });

  it('never picks an invitation younger than the setting, on any date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 7, max: 180 }),
        fc.array(fc.integer({ min: 0, max: 400 * DAY }), { maxLength: 20 }),
        (now, afterDays, ages) => {
          const rows = ages.map((age, i) => ({ invitationId: `i${i}`, tab: 'sent', sentTime: now - age }));
          const due = dueForAutoWithdraw(rows, { isEnabled: true, afterDays }, now);
          expect(due.every((r) => now - r.sentTime >= afterDays * DAY)).toBe(true);
          expect(due.length).toBe(ages.filter((a) => a >= afterDays * DAY).length);
        },
      ),
    );
  });
});
