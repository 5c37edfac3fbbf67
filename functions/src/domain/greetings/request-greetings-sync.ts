import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { scheduleName } from '../scheduling/step-messages.ts';
import { loadAccountSettings } from '../settings/account-settings.ts';

/** How often (product time) the bot reads an account's celebrations while greetings are on (ours). */
export const GREETINGS_SYNC_INTERVAL_MS = 6 * 3_600_000;

/** A `steps` queue message: time for an account's scheduled celebrations read. */
export interface GreetingsSyncMessage {
  kind: 'greetings-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

/** The read of one 6-hour bucket: one per bucket, so a redelivered tick or a second switch-on adds none. */
export const greetingsSyncActionId = (userId: string, bucket: number) => `greetings-sync#${userId}#${bucket}`;

/**
 * Greetings on (settings) and a signed-in account: the bot reads the connections' occasions now
 * (a background read) and the next tick is scheduled; each read queues the greetings due.
 */
export async function requestGreetingsSync(deps: Deps, acc: AccountKey) {
  const { greetingMessages } = await loadAccountSettings(deps, acc.userId);
  if (!greetingMessages.some((g) => g.isEnabled)) return 'off' as const;
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') return 'idle' as const;
  const now = deps.clock.now();
  const bucket = Math.floor(now / GREETINGS_SYNC_INTERVAL_MS);
  await enqueueBotAction(deps, {
    ...acc,
    actionId: greetingsSyncActionId(acc.userId, bucket),
    type: 'sync-celebrations',
    payload: { runId: now },
  });
  const body: GreetingsSyncMessage = { kind: 'greetings-sync', ...acc, bucket: bucket + 1 };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'greetings', acc.teamId, acc.userId, bucket + 1),
    at: (bucket + 1) * GREETINGS_SYNC_INTERVAL_MS,
    queue: 'steps',
    body,
  });
  return 'synced' as const;
}

/** The scheduled tick: a read while greetings are on and the account works; the ticks stop otherwise. */
export async function runGreetingsSyncTick(deps: Deps, msg: GreetingsSyncMessage) {
  return requestGreetingsSync(deps, { teamId: msg.teamId, userId: msg.userId });
}
