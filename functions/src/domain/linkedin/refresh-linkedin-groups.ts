import { AppError } from '@outreach/shared/errors';
import { linkedInGroupTexts } from '@outreach/shared/schemas/linkedin-groups';
import { LinkedInGroupsEntity } from '../../data/entities/linkedin-groups.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { awaitBotAction } from '../bot/await-action.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey, ActionOutcomes, BotAction } from '../bot/types.ts';
import { linkedInGroupsView, recordLinkedInGroups } from './record-linkedin-groups.ts';

const finished = (a: BotAction | undefined) =>
  a?.status === 'done' || a?.status === 'failed' || a?.status === 'cancelled';

/**
 * POST /linked-in/groups/refresh: the bot reads the account's "My groups" page and the answer waits
 * for it (as the connection check does). A refresh while one is under way waits on that one. A bot
 * that does not answer in time leaves its action queued: the groups are stored when it reports.
 */
export async function refreshLinkedInGroups(deps: Deps, acc: AccountKey, answerBy?: number) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN')
    throw new AppError('BAD_REQUEST', linkedInGroupTexts.notConnected);
  const cur = (await LinkedInGroupsEntity.get(acc).go()).data;
  let actionId = cur?.actionId;
  if (!actionId || finished(await getBotAction(deps, { ...acc, actionId }))) {
    actionId = `groups-sync#${deps.clock.now()}`;
    await LinkedInGroupsEntity.upsert({ ...acc, actionId, requestedAt: deps.clock.now() }).go();
    await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-groups', payload: {} });
  }
  const settled = await awaitBotAction(deps, { ...acc, actionId }, (a) => !a || finished(a), answerBy);
  if (!settled) throw new AppError('REQUEST_TIMEOUT', linkedInGroupTexts.busy);
  const { action } = settled;
  if (action?.status !== 'done') throw new AppError('BAD_REQUEST', linkedInGroupTexts.failed);
  const outcome = action.outcome as ActionOutcomes['sync-groups'] | undefined;
  if (outcome) await recordLinkedInGroups(deps, acc, outcome);
  const row = (await LinkedInGroupsEntity.get(acc).go()).data;
  return { ...linkedInGroupsView(row), message: linkedInGroupTexts.refreshed };
}
