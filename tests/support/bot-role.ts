import type { BotAction, BotActionType } from '@outreach/functions/domain/bot/types';
import { domainDeps } from './domain.ts';
import { waitFor } from './outreach.ts';

/** The bot actions of one LinkedIn account (the test plays the bot: no bot process runs in integration). */
export async function botActions(acc: { teamId: string; userId: string }) {
  const deps = await domainDeps();
  const { data } = await deps.db.entities.botAction.query.byAccount(acc).go({ pages: 'all' });
  return data;
}

/** Waits for a pending action of a type, claims it and reports its outcome, as the bot would. */
export async function completeNext<T extends BotActionType>(
  acc: { teamId: string; userId: string },
  type: T,
  outcome: (a: BotAction<T>) => unknown,
  ms = 20_000,
): Promise<BotAction<T>> {
  const deps = await domainDeps();
  const { claimAction, completeAction } = await import('@outreach/functions/domain/bot/actions');
  const row = await waitFor(
    async () => (await botActions(acc)).find((a) => a.type === type && a.status === 'pending'),
    ms,
    `a pending ${type} action`,
  );
  const key = { teamId: row.teamId, userId: row.userId, actionId: row.actionId };
  const claimed = await claimAction(deps, key, 'test-bot');
  if (!claimed) throw new Error(`could not claim ${row.actionId}`);
  await completeAction(deps, key, 'test-bot', outcome(claimed as BotAction<T>) as never);
  return claimed as BotAction<T>;
}
