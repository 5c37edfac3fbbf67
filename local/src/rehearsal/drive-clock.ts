import { existsSync, readFileSync } from 'node:fs';
import { dueSchedules, firedSchedules } from '@outreach/functions/adapters/local/table-scheduler';
import { QUEUE_LANES } from '@outreach/functions/domain/bot/queue';
import type { Deps } from '@outreach/functions/ports/deps';

/** What the runtime is doing at the product clock's `now`, read from data alone. */
export interface RuntimeActivity {
  /** Something is due now: a schedule to fire or being handled, or an account's bot work not pausing. */
  busy: boolean;
  /** What made it busy (for a stall message). */
  reason?: string;
  /** The next instant something becomes due: a schedule, an account's bot work, or a pause's end. */
  nextAt?: number;
}

/**
 * The pauses the bot's product-clock pacer publishes (bot/src/pacing.ts: `{ pauses: { "team|user":
 * wakeAt } }`, written whole and renamed); none when the file is missing.
 */
export function readPauses(file: string): Record<string, number> {
  if (!existsSync(file)) return {};
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { pauses?: Record<string, number> }).pauses ?? {};
  } catch {
    return {};
  }
}

const keyOf = (a: { teamId: string; userId: string }) => `${a.teamId}|${a.userId}`;

/** An account's running or due pending actions (busy), else its next pending action's due time. */
async function accountWork(
  deps: Deps,
  acc: { teamId: string; userId: string },
  now: number,
): Promise<{ busy: boolean; nextAt?: number }> {
  const key = { teamId: acc.teamId, userId: acc.userId };
  const [running, pending] = await Promise.all([
    deps.db.entities.botAction.query.byAccountStatus({ ...key, status: 'running' }).go({ limit: 1 }),
    deps.db.entities.botAction.query.byAccountStatus({ ...key, status: 'pending' }).go({ limit: 1 }),
  ]);
  const next = pending.data[0]?.dueAt;
  if (running.data.length > 0 || (next !== undefined && next <= now)) return { busy: true };
  return { busy: false, nextAt: next };
}

/**
 * Reads whether anything is due at `now`: pending schedules due, fired ones not yet acknowledged by
 * the steps consumer, accounts whose bot queue entry is due (unless their bot is in a pause on the
 * product clock), and otherwise the earliest future event.
 */
export async function readActivity(deps: Deps, now: number, pauseFile: string): Promise<RuntimeActivity> {
  const [due, fired, nextSchedule, lanes] = await Promise.all([
    dueSchedules(deps.db, now, 1),
    firedSchedules(deps.db),
    deps.db.entities.schedule.query
      .due({ state: 'pending' })
      .gt({ at: now })
      .go({ limit: 1 })
      .then((r) => r.data[0]?.at),
    Promise.all(
      Array.from({ length: QUEUE_LANES }, (_, i) =>
        deps.db.entities.botQueue.query.byLane({ lane: `due#${i}` }).go({ limit: 20 }),
      ),
    ),
  ]);
  if (due.length > 0) return { busy: true, reason: `schedule ${due[0]!.name} due` };
  if (fired.length > 0) return { busy: true, reason: `${fired.length} schedules being handled` };
  const pauses = readPauses(pauseFile);
  const candidates: number[] = [];
  if (nextSchedule !== undefined) candidates.push(nextSchedule);
  for (const entry of lanes.flatMap((l) => l.data)) {
    const wake = pauses[keyOf(entry)];
    if (wake !== undefined && wake > now) {
      candidates.push(wake);
      continue;
    }
    if (entry.nextDueAt > now) {
      candidates.push(entry.nextDueAt);
      continue;
    }
    // The entry is only a hint: a worker keeps it due for a while after an enqueue (index lag, see
    // settleAccountQueue), so the account's own actions say whether anything is due or running.
    const work = await accountWork(deps, entry, now);
    if (work.busy) return { busy: true, reason: `bot work due for ${keyOf(entry)}` };
    if (work.nextAt !== undefined) candidates.push(work.nextAt);
  }
  for (const wake of Object.values(pauses)) if (wake > now) candidates.push(wake);
  return { busy: false, nextAt: candidates.length ? Math.min(...candidates) : undefined };
}
