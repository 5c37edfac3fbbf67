import { AppError } from '@outreach/shared/errors';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { NotificationCounterEntity, NotificationEntity } from '../../data/entities/notification.ts';
import type { Deps } from '../../ports/deps.ts';
import { unreadField } from './notify.ts';

const NOT_FOUND = 'Notification not found';

/**
 * PATCH /notifications/{id}/mark-as-read: only the caller's own notification (the key is the
 * caller's user id, so another user's id is simply not found). Marking a read one changes nothing.
 * The item and its counter change in one transaction; the counter's condition keeps it at 0 or above.
 */
export async function markNotificationAsRead(deps: Deps, userId: string, id: string): Promise<void> {
  const key = { userId, notificationId: id };
  const n = (await NotificationEntity.get(key).go()).data;
  if (!n) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (n.readAt !== undefined) return;
  const field = unreadField(n.target);
  const readAt = deps.clock.now();
  const res = await createWriteTransaction(
    { notification: NotificationEntity, notificationCounter: NotificationCounterEntity },
    ({ notification, notificationCounter }) => [
      notification
        .patch(key)
        .set({ readAt })
        .where((a, op) => op.notExists(a.readAt))
        .commit(),
      notificationCounter
        .update({ userId })
        .subtract({ [field]: 1 })
        .where((a, op) => op.gt(a[field], 0))
        .commit(),
    ],
  ).go();
  if (!res.canceled) return;
  // Someone marked it meanwhile: nothing left to do.
  if (res.data[0]?.rejected) return;
  // The counter is already 0: still mark the item, leave the counter at 0.
  if (res.data[1]?.code === 'ConditionalCheckFailed') {
    await NotificationEntity.patch(key)
      .set({ readAt })
      .where((a, op) => op.notExists(a.readAt))
      .go()
      .catch(() => {});
    return;
  }
  throw new Error(`mark-as-read failed: ${res.data.map((d) => d.code).join(',')}`);
}

// A transaction holds at most 100 items; the counter takes one.
const CHUNK = 50;

type Row = { notificationId: string; target: 'user' | 'team' };
type Result = { rejected: boolean; code: string };

/**
 * PATCH /notifications/mark-all-as-read: walks the sparse unread index with a cursor (so entries the
 * index still shows after their write are not read again) and marks each chunk read with one counter
 * decrement in the same transaction.
 */
export async function markAllNotificationsAsRead(deps: Deps, userId: string): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: Row[]; cursor: string | null } = await NotificationEntity.query
      .unread({ userId })
      .go({ limit: CHUNK, cursor });
    cursor = page.cursor;
    await markChunkAsRead(deps, userId, page.data);
  } while (cursor);
}

/**
 * Items marked meanwhile (their condition fails) drop out and the rest is retried; a counter that
 * would go below 0 (it should not: it changes with its items) is repaired from the index.
 */
async function markChunkAsRead(deps: Deps, userId: string, rows: Row[]): Promise<void> {
  let pending = rows;
  for (let attempt = 0; pending.length > 0; attempt++) {
    const readAt = deps.clock.now();
    const byTarget: Partial<Record<'unreadUser' | 'unreadTeam', number>> = {};
    for (const n of pending) {
      const f = unreadField(n.target);
      byTarget[f] = (byTarget[f] ?? 0) + 1;
    }
    const fields = Object.keys(byTarget) as ('unreadUser' | 'unreadTeam')[];
    const res = await createWriteTransaction(
      { notification: NotificationEntity, notificationCounter: NotificationCounterEntity },
      ({ notification, notificationCounter }) => [
        ...pending.map((n) =>
          notification
            .patch({ userId, notificationId: n.notificationId })
            .set({ readAt })
            .where((a, op) => op.notExists(a.readAt))
            .commit(),
        ),
        notificationCounter
          .update({ userId })
          .subtract(byTarget)
          .where((a, op) => fields.map((f) => op.gte(a[f], byTarget[f] ?? 0)).join(' AND '))
          .commit(),
      ],
    ).go();
    if (!res.canceled) return;
    const results = res.data as Result[];
    const alreadyRead = new Set(
      pending.filter((_, i) => results[i]?.code === 'ConditionalCheckFailed').map((n) => n.notificationId),
    );
    if (alreadyRead.size > 0) {
      pending = pending.filter((n) => !alreadyRead.has(n.notificationId));
      continue;
    }
    if (results[pending.length]?.code === 'ConditionalCheckFailed') {
      for (const n of pending)
        await NotificationEntity.patch({ userId, notificationId: n.notificationId })
          .set({ readAt })
          .where((a, op) => op.notExists(a.readAt))
          .go()
          .catch(() => {});
      await resetUnreadCounters(deps, userId);
      return;
    }
    // A transaction conflict (a concurrent write to the same items): try again a few times.
    if (attempt >= 4) throw new Error(`mark-all-as-read failed: ${results.map((d) => d.code).join(',')}`);
  }
}

/** Repair path: sets the unread counters from the unread index (a query of unread items only). */
async function resetUnreadCounters(_deps: Deps, userId: string): Promise<void> {
  const { data } = await NotificationEntity.query.unread({ userId }).go({ pages: 'all' });
  const unreadTeam = data.filter((n) => n.target === 'team').length;
  await NotificationCounterEntity.upsert({ userId })
    .set({ unreadUser: data.length - unreadTeam, unreadTeam })
    .go();
}
