import { autoWithdrawActionId, dueForAutoWithdraw } from '@outreach/shared/rules/outreach/auto-withdraw';
import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import { nextAllowedInstant } from '@outreach/shared/rules/outreach/work-hours';
import { retryConflicts } from '../../data/condition-failure.ts';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { DailyCounterEntity } from '../../data/entities/daily-counter.ts';
import { InvitationEntity } from '../../data/entities/invitation.ts';
import type { Deps } from '../../ports/deps.ts';
import { markAccountDue } from '../bot/queue.ts';
import type { AccountKey } from '../bot/types.ts';
import { loadAccountSettings } from '../settings/account-settings.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import type { InvitationRow } from './invitation-row.ts';

/**
 * After an invitations sync: with auto-withdrawal on, each sent invitation pending `afterDays` days
 * or more goes to the bot, oldest first, one `change-invitations` action per invitation. In ONE
 * transaction per invitation: a unit of the day's withdrawals limit (`count < limit`), the action
 * (its id, one per invitation, is the idempotency key) and the invitation marked queued (conditional
 * on the version read). Outside work hours the actions are due at the next window (and count on its
 * day). The rest wait for a later sync once the day's limit is used.
 */
export async function runAutoWithdrawals(deps: Deps, acc: AccountKey) {
  const { autoWithdraw } = await loadAccountSettings(deps, acc.userId);
  if (!autoWithdraw.isEnabled) return { queued: 0 };
  const now = deps.clock.now();
  const { data } = await InvitationEntity.query.byTab({ ...acc, tab: 'sent' }).go({ pages: 'all' });
  const due = dueForAutoWithdraw(data as InvitationRow[], autoWithdraw, now);
  if (due.length === 0) return { queued: 0 };
  const { limits, timezone, hours } = await loadOutreachSettings(deps, acc.userId);
  const at = nextAllowedInstant(hours, timezone, now);
  // No work hours at all: nothing goes out (a later sync looks again).
  if (at === null) return { queued: 0 };
  const limit = limits.withdrawals;
  const day = dailyCounterKey(at, timezone);
  await markAccountDue(deps, acc, at, { urgentAt: at });
  let queued = 0;
  for (const r of due) {
    const { canceled, data: outcomes } = await retryConflicts(() =>
      createWriteTransaction(
        { dailyCounter: DailyCounterEntity, botAction: BotActionEntity, invitation: InvitationEntity },
        ({ dailyCounter, botAction, invitation }) => [
          dailyCounter
            .upsert({ ...acc, day, limitKey: 'withdrawals', ttl: Math.floor(now / 1000) + 8 * 86_400 })
            .add({ count: 1 })
            .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limit)}`)
            .commit(),
          botAction
            .create({
              ...acc,
              actionId: autoWithdrawActionId(r.invitationId),
              type: 'change-invitations',
              payload: { status: 'WITHDRAW', invitationIds: [r.invitationId] },
              status: 'pending',
              dueAt: at,
              attempts: 0,
              createdAt: now,
            })
            .commit(),
          invitation
            .patch({ ...acc, invitationId: r.invitationId })
            .set({ pendingAction: 'WITHDRAW', version: r.version + 1, updatedAt: now })
            .where((a, op) => op.eq(a.version, r.version))
            .commit(),
        ],
      ).go(),
    );
    if (!canceled) {
      queued++;
      continue;
    }
    const [counter] = outcomes as { code?: string }[];
    // The day's withdrawals are used up: the rest wait for a later sync.
    if (counter?.code === 'ConditionalCheckFailed') break;
    // Withdrawn once already (the action exists), or the invitation changed meanwhile: skip it.
  }
  return { queued };
}
