import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { scheduleSync } from './schedule-step.ts';
import { SYNC_INTERVAL_MS, type SyncMessage } from './step-messages.ts';

/** Whether an account has leads waiting on an acceptance or a reply (one-item index reads). */
export async function accountAwaitsNetwork(_deps: Deps, acc: { teamId: string; userId: string }) {
  for (const stage of ['awaiting-accept', 'messaged'] as const) {
    const { data } = await LeadEntity.query
      .byStage({ teamId: acc.teamId, userId: acc.userId, stage })
      .go({ limit: 1, attributes: ['leadId'] });
    if (data.length > 0) return true;
  }
  return false;
}

/**
 * A sync tick: while the account waits on acceptances or replies, asks the bot for a network sync
 * (`sync#<userId>#<bucket>`, idempotent) and schedules the next tick; otherwise the ticks stop until
 * the next invite or message restarts them.
 */
export async function runSyncTick(deps: Deps, msg: SyncMessage): Promise<'synced' | 'idle'> {
  const acc = { teamId: msg.teamId, userId: msg.userId };
  if (!msg.keep && !(await accountAwaitsNetwork(deps, acc))) return 'idle';
  await enqueueBotAction(deps, {
    ...acc,
    actionId: `sync#${msg.userId}#${msg.bucket}`,
    type: 'sync-network',
    // Overlap one interval with the previous sync, so nothing between two syncs is missed.
    payload: { sinceMs: (msg.bucket - 2) * SYNC_INTERVAL_MS },
  });
  const current = Math.floor(deps.clock.now() / SYNC_INTERVAL_MS);
  await scheduleSync(deps, acc, Math.max(msg.bucket, current) + 1);
  return 'synced';
}
