import { BotActionEntity } from '../../data/entities/bot-action.ts';
import type { Deps } from '../../ports/deps.ts';
import { urgentRankAt } from './priority.ts';
import { markAccountDue } from './queue.ts';
import type { ActionKey, ActionPayloads, BotActionType } from './types.ts';

/**
 * Puts an action on an account's bot queue. The actionId is the idempotency key: enqueuing the same
 * step twice (a redelivered queue message) leaves one action. Answers whether this call created it.
 */
export async function enqueueBotAction<T extends BotActionType>(
  deps: Deps,
  a: ActionKey & { type: T; payload: ActionPayloads[T]; dueAt?: number },
): Promise<boolean> {
  const now = deps.clock.now();
  const dueAt = a.dueAt ?? now;
  // The queue entry first: a crash in between costs an extra visit, never a lost action. Campaign
  // work and what a user waits on rank ahead of other accounts' overdue syncs (priority.ts).
  await markAccountDue(deps, a, dueAt, { unpark: a.type === 'login', urgentAt: urgentRankAt(a.type, dueAt) });
  try {
    await BotActionEntity.create({
      teamId: a.teamId,
      userId: a.userId,
      actionId: a.actionId,
      type: a.type,
      payload: a.payload,
      status: 'pending',
      dueAt,
      attempts: 0,
      createdAt: now,
    }).go();
    return true;
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed')) return false;
    throw e;
  }
}
