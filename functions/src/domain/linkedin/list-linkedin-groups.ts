import { LinkedInGroupsEntity } from '../../data/entities/linkedin-groups.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { linkedInGroupsView } from './record-linkedin-groups.ts';

/** GET /linked-in/groups: the caller's LinkedIn account's groups as last refreshed. */
export async function listLinkedInGroups(_deps: Deps, acc: AccountKey) {
  return linkedInGroupsView((await LinkedInGroupsEntity.get(acc).go()).data);
}
