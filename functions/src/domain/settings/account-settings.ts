import {
  defaultAutoWithdraw,
  defaultGreetings,
  greetingTypes,
  type TAutoWithdraw,
  type TGreetingMessage,
} from '@outreach/shared/schemas/profile';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';

/** The auto-withdrawal and greetings settings with defaults filled in (read by the bot's scheduler too). */
export async function loadAccountSettings(_deps: Deps, userId: string) {
  const s = (await UserSettingsEntity.get({ userId }).go()).data;
  return {
    autoWithdraw: (s?.autoWithdraw as TAutoWithdraw | undefined) ?? defaultAutoWithdraw,
    greetingMessages: mergeGreetings(s?.greetingMessages as TGreetingMessage[] | undefined, []),
  };
}

/** One entry per occasion, in the fixed order: the new ones over the stored ones over the defaults. */
export function mergeGreetings(
  stored: TGreetingMessage[] | undefined,
  given: TGreetingMessage[],
): TGreetingMessage[] {
  return greetingTypes.map(
    (t) =>
      given.find((g) => g.type === t) ??
      stored?.find((g) => g.type === t) ??
      defaultGreetings.find((g) => g.type === t)!,
  );
}
