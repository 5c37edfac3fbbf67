import type { Db } from '../../data/service.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Scheduler } from '../../ports/scheduler.ts';

/**
 * The local stand-in for EventBridge Scheduler: one-time schedules persisted in the table and read by
 * state and due time through the `due` index (never scanned). A poller (local/src/jobs) sends due
 * ones to the queue by the product clock.
 */
export function tableScheduler(db: Db, clock: Clock): Scheduler {
  return {
    async schedule({ name, at, queue, body }) {
      try {
        await db.entities.schedule
          .create({ name, at, queue, body, state: 'pending', createdAt: clock.now() })
          .go();
      } catch (e) {
        // Same name already scheduled: keep the one there (idempotent by name, like EventBridge).
        if (!(e as Error).message?.includes('conditional request failed')) throw e;
      }
    },
    async cancel(name) {
      await db.entities.schedule.delete({ name }).go();
    },
  };
}

export interface DueSchedule {
  name: string;
  at: number;
  queue: string;
  body?: unknown;
}

/** Pending schedules due by `now`, oldest first. */
export async function dueSchedules(db: Db, now: number, limit = 100): Promise<DueSchedule[]> {
  const { data } = await db.entities.schedule.query.due({ state: 'pending' }).lte({ at: now }).go({ limit });
  return data.filter((s) => s.at <= now);
}

/** Fired schedules the consumer has not acknowledged yet (re-sent after a restart). */
export async function firedSchedules(db: Db): Promise<DueSchedule[]> {
  const { data } = await db.entities.schedule.query.due({ state: 'fired' }).go({ pages: 'all' });
  return data;
}

/** pending → fired, once: answers false when another poller took it first. */
export async function markFired(db: Db, s: DueSchedule, wallNow: number): Promise<boolean> {
  try {
    await db.entities.schedule
      .patch({ name: s.name })
      .set({ state: 'fired', firedAt: wallNow, at: s.at })
      .where((a, op) => op.eq(a.state, 'pending'))
      .go();
    return true;
  } catch {
    return false;
  }
}

/** fired → done, when the queue consumer acknowledged the message (one conditional write). */
export async function markDone(db: Db, name: string, at: number): Promise<void> {
  await db.entities.schedule
    .update({ name })
    .set({ state: 'done' })
    .composite({ at })
    .where((a, op) => op.eq(a.state, 'fired'))
    .go()
    .catch(() => {});
}
