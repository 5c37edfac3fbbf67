import type { Deps } from '../../lib/deps.ts';
import { ACTION_RUN_TIMEOUT_MS } from './actions.ts';

export interface BotDemand {
  /** Distinct accounts with due pending or running actions (capped at `maxAccounts`). */
  accountsWithWork: number;
  /** Running actions whose claim is older than the run timeout: their worker stopped. */
  actionsStuckRunning: number;
}

/**
 * What the bot fleet has to serve now, read from the bot-action status index (never a Scan): accounts
 * with due pending work or a running action each need one lease, so one slot on a worker. Reading stops
 * once `maxAccounts` accounts are seen (the fleet's ceiling), so a large backlog costs a bounded read.
 * `wallNow` is wall time, the clock `startedAt` is written with (see ACTION_RUN_TIMEOUT_MS).
 */
export async function measureBotDemand(
  deps: Deps,
  opts: { maxAccounts: number; wallNow: number; runTimeoutMs?: number },
): Promise<BotDemand> {
  const runTimeoutMs = opts.runTimeoutMs ?? ACTION_RUN_TIMEOUT_MS;
  const accounts = new Set<string>();
  const running = await deps.db.entities.botAction.query.queue({ status: 'running' }).go({ pages: 'all' });
  let actionsStuckRunning = 0;
  for (const r of running.data) {
    accounts.add(`${r.teamId}|${r.userId}`);
    if ((r.startedAt ?? 0) + runTimeoutMs <= opts.wallNow) actionsStuckRunning++;
  }
  let cursor: string | null = null;
  do {
    if (accounts.size >= opts.maxAccounts) break;
    const page: { data: { teamId: string; userId: string }[]; cursor: string | null } =
      await deps.db.entities.botAction.query
        .queue({ status: 'pending' })
        .lte({ dueAt: deps.clock.now() })
        .go({ cursor, limit: 500 });
    for (const r of page.data) accounts.add(`${r.teamId}|${r.userId}`);
    cursor = page.cursor;
  } while (cursor);
  return { accountsWithWork: Math.min(accounts.size, opts.maxAccounts), actionsStuckRunning };
}
