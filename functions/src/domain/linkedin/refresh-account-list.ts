import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { awaitBotAction } from '../bot/await-action.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey, ActionOutcomes, BotAction } from '../bot/types.ts';

/** The bot actions that read one of the account's lists off LinkedIn (groups, events, saved searches, pages). */
export type ListSyncType = 'sync-groups' | 'sync-events' | 'sync-saved-searches' | 'sync-companies';

/**
 * One such list: its bot action, the texts of its refresh, and where its row lives. The list itself
 * is stored by the action's outcome (apply-outcome), which the refresh waits for.
 */
export interface AccountListSync<T extends ListSyncType> {
  type: T;
  texts: { notConnected: string; busy: string; failed: string };
  /** The refresh the bot is working on, as stored on the list's row. */
  currentActionId(acc: AccountKey): Promise<string | undefined>;
  /** Stores the new refresh's action id on the list's row. */
  markRequested(acc: AccountKey, actionId: string, at: number): Promise<void>;
}

const finished = (a: BotAction | undefined) =>
  a?.status === 'done' || a?.status === 'failed' || a?.status === 'cancelled';

/**
 * A refresh of one of the account's lists: the bot reads the page and the answer waits for it (as
 * the connection check does). A refresh while one is under way waits on that one. A bot that does
 * not answer in time leaves its action queued: the list is stored when it reports. The answer
 * comes once the outcome has been applied (the list stored), and returns that outcome.
 */
export async function refreshAccountList<T extends ListSyncType>(
  deps: Deps,
  acc: AccountKey,
  sync: AccountListSync<T>,
  answerBy?: number,
): Promise<ActionOutcomes[T] | undefined> {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', sync.texts.notConnected);
  let actionId = await sync.currentActionId(acc);
  if (!actionId || finished(await getBotAction(deps, { ...acc, actionId }))) {
    const at = deps.clock.now();
    actionId = `${sync.type.replace(/^sync-/, '')}-sync#${at}`;
    await sync.markRequested(acc, actionId, at);
    await enqueueBotAction(deps, { ...acc, actionId, type: sync.type, payload: {} });
  }
  const settled = await awaitBotAction(
    deps,
    { ...acc, actionId },
    (a) => !a || (finished(a) && !a.applying),
    answerBy,
  );
  if (!settled) throw new AppError('REQUEST_TIMEOUT', sync.texts.busy);
  const { action } = settled;
  if (action?.status !== 'done') throw new AppError('BAD_REQUEST', sync.texts.failed);
  return action.outcome as ActionOutcomes[T] | undefined;
}
