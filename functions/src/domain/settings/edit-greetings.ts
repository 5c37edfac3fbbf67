import type { TGreetingMessage } from '@outreach/shared/schemas/profile';
import type { Deps } from '../../ports/deps.ts';
import { mergeGreetings } from './account-settings.ts';

/** PATCH /users/edit-greetings {greetingMessages}: the given occasions replace the stored ones. */
export async function editGreetings(deps: Deps, userId: string, given: TGreetingMessage[]) {
  const stored = (await deps.db.entities.userSettings.get({ userId }).go()).data?.greetingMessages;
  const greetingMessages = mergeGreetings(stored as TGreetingMessage[] | undefined, given);
  await deps.db.entities.userSettings.upsert({ userId, greetingMessages, updatedAt: deps.clock.now() }).go();
  return { greetingMessages };
}
