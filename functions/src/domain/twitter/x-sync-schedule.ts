import { X_SYNC_INTERVAL_MS } from '@outreach/shared/rules/outreach/x-steps';
import { XAccountEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { jitterMs, scheduleName } from '../scheduling/step-messages.ts';

/** Time to read one X account's DMs for replies (a `steps` queue message). */
export interface XSyncMessage {
  kind: 'x-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

/** Schedules the X account's reply read at a sync bucket (idempotent by name). */
export async function scheduleXSync(deps: Deps, acc: { teamId: string; userId: string }, bucket: number) {
  const body: XSyncMessage = { kind: 'x-sync', teamId: acc.teamId, userId: acc.userId, bucket };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'x', acc.teamId, acc.userId, bucket),
    at: bucket * X_SYNC_INTERVAL_MS + jitterMs(`${acc.userId}#x`, 60_000),
    queue: 'steps',
    body,
  });
}

/**
 * Makes sure the X account's DMs are read at the sync bucket after the DM sent at `sentAt`, and notes
 * when it last sent a campaign DM (the reads go on while that is recent). Every sent DM calls it.
 * The bucket follows the send's time, not the clock when this runs: the lead shows the DM as sent a
 * moment before, and a clock moved meanwhile must not push the read a whole interval later.
 */
export async function ensureXSync(deps: Deps, acc: { teamId: string; userId: string }, sentAt: number) {
  await XAccountEntity.patch(acc)
    .set({ lastDmSentAt: sentAt })
    .where((a, op) => `${op.notExists(a.lastDmSentAt)} OR ${op.lt(a.lastDmSentAt, sentAt)}`)
    .go()
    .catch(() => {});
  await scheduleXSync(deps, acc, Math.floor(sentAt / X_SYNC_INTERVAL_MS) + 1);
}
