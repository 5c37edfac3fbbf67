import { linkedInGroupTexts } from '@outreach/shared/schemas/linkedin-groups';
import { LinkedInGroupsEntity } from '../../data/entities/linkedin-groups.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { linkedInGroupsView } from './record-linkedin-groups.ts';
import { refreshAccountList } from './refresh-account-list.ts';

/** POST /linked-in/groups/refresh: the bot reads the account's "My groups" page (refreshAccountList). */
export async function refreshLinkedInGroups(deps: Deps, acc: AccountKey, answerBy?: number) {
  await refreshAccountList(
    deps,
    acc,
    {
      type: 'sync-groups',
      texts: linkedInGroupTexts,
      currentActionId: async (a) => (await LinkedInGroupsEntity.get(a).go()).data?.actionId,
      markRequested: async (a, actionId, requestedAt) => {
        await LinkedInGroupsEntity.upsert({ ...a, actionId, requestedAt }).go();
      },
    },
    answerBy,
  );
  const row = (await LinkedInGroupsEntity.get(acc).go()).data;
  return { ...linkedInGroupsView(row), message: linkedInGroupTexts.refreshed };
}
