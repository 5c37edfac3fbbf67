import type { TGreetingMessage } from '@outreach/shared/schemas/profile';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';
import { requestGreetingsSync } from '../greetings/request-greetings-sync.ts';
import { mergeGreetings } from './account-settings.ts';

/**
 * PATCH /users/edit-greetings {greetingMessages}: the given occasions replace the stored ones. With
 * one on, the bot starts reading the connections' occasions (every 6 hours while any stays on).
 */
export async function editGreetings(
  deps: Deps,
  acc: { teamId: string; userId: string },
  given: TGreetingMessage[],
) {
  const stored = (await UserSettingsEntity.get({ userId: acc.userId }).go()).data?.greetingMessages;
  const greetingMessages = mergeGreetings(stored as TGreetingMessage[] | undefined, given);
  await UserSettingsEntity.upsert({ userId: acc.userId, greetingMessages, updatedAt: deps.clock.now() }).go();
  if (greetingMessages.some((g) => g.isEnabled)) await requestGreetingsSync(deps, acc);
  return { greetingMessages };
}
