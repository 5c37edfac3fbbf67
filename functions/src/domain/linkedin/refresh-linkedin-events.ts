import { linkedInEventTexts } from '@outreach/shared/schemas/linkedin-events';
import { LinkedInEventsEntity } from '../../data/entities/linkedin-events.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { linkedInEventsView } from './record-linkedin-events.ts';
import { refreshAccountList } from './refresh-account-list.ts';

/** POST /linked-in/events/refresh: the bot reads the account's "Your events" page (refreshAccountList). */
export async function refreshLinkedInEvents(deps: Deps, acc: AccountKey, answerBy?: number) {
  await refreshAccountList(
    deps,
    acc,
    {
      type: 'sync-events',
      texts: linkedInEventTexts,
      currentActionId: async (a) => (await LinkedInEventsEntity.get(a).go()).data?.actionId,
      markRequested: async (a, actionId, requestedAt) => {
        await LinkedInEventsEntity.upsert({ ...a, actionId, requestedAt }).go();
      },
    },
    answerBy,
  );
  const row = (await LinkedInEventsEntity.get(acc).go()).data;
  return { ...linkedInEventsView(row), message: linkedInEventTexts.refreshed };
}
