import type { Deps } from '../../ports/deps.ts';
import { getBotAction } from './get-bot-action.ts';
import type { ActionKey, BotAction } from './types.ts';

/**
 * When a call's wait for the bot ends: the configured wait, cut short so the answer still leaves
 * before the function's own limit (`answerBy`, from the handler) — the call's timeout answer, not the
 * platform's 500.
 */
export function botWaitDeadline(deps: Deps, answerBy?: number): number {
  const wait = deps.clock.wallNow() + deps.env.linkedInLoginWaitMs;
  return answerBy === undefined ? wait : Math.min(wait, answerBy);
}

/**
 * Polls a bot action (wall time) until `settled` holds for it (the action, or undefined when it is
 * gone), up to `botWaitDeadline`. Answers `{ action }` once settled, null when the wait ran out.
 */
export async function awaitBotAction(
  deps: Deps,
  key: ActionKey,
  settled: (a: BotAction | undefined) => boolean,
  answerBy?: number,
): Promise<{ action: BotAction | undefined } | null> {
  const deadline = botWaitDeadline(deps, answerBy);
  for (;;) {
    const action = await getBotAction(deps, key);
    if (settled(action)) return { action };
    if (deps.clock.wallNow() >= deadline) return null;
    await new Promise((r) => setTimeout(r, 250));
  }
}
