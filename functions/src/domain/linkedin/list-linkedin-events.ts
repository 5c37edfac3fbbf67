import { LinkedInEventsEntity } from '../../data/entities/linkedin-events.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { linkedInEventsView } from './record-linkedin-events.ts';

/** GET /linked-in/events: the caller's LinkedIn account's events as last refreshed. */
export async function listLinkedInEvents(_deps: Deps, acc: AccountKey) {
  return linkedInEventsView((await LinkedInEventsEntity.get(acc).go()).data);
}
