import { AppError } from '@outreach/shared/errors';
import { linkedInEventTexts } from '@outreach/shared/schemas/linkedin-events';
import { LinkedInEventsEntity } from '../../data/entities/linkedin-events.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { awaitBotAction } from '../bot/await-action.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey, ActionOutcomes, BotAction } from '../bot/types.ts';
import { linkedInEventsView, recordLinkedInEvents } from './record-linkedin-events.ts';

const finished = (a: BotAction | undefined) =>
  a?.status === 'done' || a?.status === 'failed' || a?.status === 'cancelled';

/**
 * POST /linked-in/events/refresh: the bot reads the account's "Your events" page and the answer waits
 * for it (as the connection check does). A refresh while one is under way waits on that one. A bot
 * that does not answer in time leaves its action queued: the events are stored when it reports.
 */
export async function refreshLinkedInEvents(deps: Deps, acc: AccountKey, answerBy?: number) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN')
    throw new AppError('BAD_REQUEST', linkedInEventTexts.notConnected);
  const cur = (await LinkedInEventsEntity.get(acc).go()).data;
  let actionId = cur?.actionId;
  if (!actionId || finished(await getBotAction(deps, { ...acc, actionId }))) {
    actionId = `events-sync#${deps.clock.now()}`;
    await LinkedInEventsEntity.upsert({ ...acc, actionId, requestedAt: deps.clock.now() }).go();
    await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-events', payload: {} });
  }
  const settled = await awaitBotAction(deps, { ...acc, actionId }, (a) => !a || finished(a), answerBy);
  if (!settled) throw new AppError('REQUEST_TIMEOUT', linkedInEventTexts.busy);
  const { action } = settled;
  if (action?.status !== 'done') throw new AppError('BAD_REQUEST', linkedInEventTexts.failed);
  const outcome = action.outcome as ActionOutcomes['sync-events'] | undefined;
  if (outcome) await recordLinkedInEvents(deps, acc, outcome);
  const row = (await LinkedInEventsEntity.get(acc).go()).data;
  return { ...linkedInEventsView(row), message: linkedInEventTexts.refreshed };
}
