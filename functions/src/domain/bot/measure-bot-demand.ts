import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { BotQueueEntity } from '../../data/entities/bot-queue.ts';
import type { Deps } from '../../ports/deps.ts';
import { ACTION_RUN_TIMEOUT_MS } from './action-limits.ts';
import { QUEUE_LANES } from './queue.ts';

export interface BotDemand {
  /** Distinct accounts with due pending or running actions (capped at `maxAccounts`). */
  accountsWithWork: number;
  /** Running actions whose claim is older than the run timeout: their worker stopped. */
  actionsStuckRunning: number;
}

/**
 * What the bot fleet has to serve now, read from the per-account bot queue (never a Scan): each due
 * entry is an account with due pending work or a running action (an entry stays due until its
 * worker settles it), so one lease, one slot on a worker. Parked accounts need no worker and are
 * not counted. Reading stops once `maxAccounts` accounts are seen (the fleet's ceiling), and the
 * stuck count reads the running actions of those accounts only, so a large backlog costs a bounded
 * read. `wallNow` is wall time, the clock `startedAt` is written with (see ACTION_RUN_TIMEOUT_MS).
 */
export async function measureBotDemand(
  deps: Deps,
  opts: { maxAccounts: number; wallNow: number; runTimeoutMs?: number },
): Promise<BotDemand> {
  const runTimeoutMs = opts.runTimeoutMs ?? ACTION_RUN_TIMEOUT_MS;
  const now = deps.clock.now();
  const accounts: { teamId: string; userId: string }[] = [];
  for (let lane = 0; lane < QUEUE_LANES && accounts.length < opts.maxAccounts; lane++) {
    let cursor: string | null = null;
    do {
      const page: { data: { teamId: string; userId: string }[]; cursor: string | null } =
        await BotQueueEntity.query
          .byLane({ lane: `due#${lane}` })
          .lte({ nextDueAt: now })
          .go({ cursor, limit: 500, attributes: ['teamId', 'userId'] });
      accounts.push(...page.data.map((e) => ({ teamId: e.teamId, userId: e.userId })));
      cursor = page.cursor;
    } while (cursor && accounts.length < opts.maxAccounts);
  }
  const counted = accounts.slice(0, opts.maxAccounts);
  let actionsStuckRunning = 0;
  // 25 accounts at a time: a bounded burst of small index reads.
  for (let i = 0; i < counted.length; i += 25) {
    const stuck = await Promise.all(
      counted.slice(i, i + 25).map(async (acc) => {
        const { data } = await BotActionEntity.query
          .byAccountStatus({ ...acc, status: 'running' })
          .go({ pages: 'all', attributes: ['startedAt'] });
        return data.filter((r) => (r.startedAt ?? 0) + runTimeoutMs <= opts.wallNow).length;
      }),
    );
    actionsStuckRunning += stuck.reduce((n, k) => n + k, 0);
  }
  return { accountsWithWork: counted.length, actionsStuckRunning };
}
