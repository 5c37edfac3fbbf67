// Auto-withdrawal of old pending invitations (/settings/auto-withdrawals, ours: the spec names the
// page and PATCH /users/edit-auto-withdraw only).

const DAY_MS = 86_400_000;

/**
 * The bot action that withdraws one invitation automatically: one per LinkedIn invitation id, so a
 * sync seen twice (or a redelivered tick) never withdraws twice.
 *
 * @example
 * autoWithdrawActionId('7200001') // 'auto-withdraw#7200001'
 */
export const autoWithdrawActionId = (invitationId: string) => `auto-withdraw#${invitationId}`;

/** Whether a bot action id is an automatic withdrawal (not a user's bulk action). */
export const isAutoWithdrawActionId = (actionId: string) => actionId.startsWith('auto-withdraw#');

/**
 * The instant before which a pending sent invitation is old enough to withdraw.
 *
 * @example
 * autoWithdrawCutoff(Date.UTC(2026, 0, 31), 30) // Date.UTC(2026, 0, 1)
 */
export const autoWithdrawCutoff = (now: number, afterDays: number) => now - afterDays * DAY_MS;

export interface WithdrawCandidate {
  invitationId: string;
  tab: string;
  sentTime: number;
  pendingAction?: string | null;
}

/**
 * The sent invitations due for withdrawal, oldest first: still in the sent tab, not queued for another
 * action, sent at least `afterDays` days before `now`; none when the setting is off.
 *
 * @example
 * dueForAutoWithdraw([{ invitationId: 'a', tab: 'sent', sentTime: 0 }], { isEnabled: true, afterDays: 7 }, 8 * 86_400_000)
 * // [{ invitationId: 'a', … }]
 */
export function dueForAutoWithdraw<T extends WithdrawCandidate>(
  rows: readonly T[],
  setting: { isEnabled: boolean; afterDays: number },
  now: number,
): T[] {
  if (!setting.isEnabled) return [];
  const cutoff = autoWithdrawCutoff(now, setting.afterDays);
  return rows
    .filter((r) => r.tab === 'sent' && !r.pendingAction && r.sentTime <= cutoff)
    .sort((a, b) => a.sentTime - b.sentTime || a.invitationId.localeCompare(b.invitationId));
}
