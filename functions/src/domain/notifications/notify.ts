import type { NotificationLevel, NotificationTarget } from '@outreach/shared/schemas/notifications';
import { monotonicFactory } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { NotificationCounterEntity, NotificationEntity } from '../../data/entities/notification.ts';
import type { Deps } from '../../ports/deps.ts';

export interface NewNotification {
  userId: string;
  teamId: string;
  type: string;
  level: NotificationLevel;
  message: string;
  target: NotificationTarget;
}

// Monotonic, so two notifications of the same millisecond still list in creation order.
const nextId = monotonicFactory();

export const unreadField = (target: NotificationTarget) =>
  target === 'team' ? ('unreadTeam' as const) : ('unreadUser' as const);

/**
 * Creates an unread notification for one user and counts it, in one transaction: the counters
 * never disagree with the items they count. Answers the new notification's id.
 */
export async function notify(deps: Deps, n: NewNotification): Promise<string> {
  const now = deps.clock.now();
  const notificationId = nextId(now);
  const res = await createWriteTransaction(
    { notification: NotificationEntity, notificationCounter: NotificationCounterEntity },
    ({ notification, notificationCounter }) => [
      notification.create({ ...n, notificationId, createdAt: now }).commit(),
      notificationCounter
        .upsert({ userId: n.userId })
        .add({ total: 1, [unreadField(n.target)]: 1, ...(n.target === 'team' ? { totalTeam: 1 } : {}) })
        .commit(),
    ],
  ).go();
  if (res.canceled) throw new Error(`notify failed: ${res.data.map((d) => d.code).join(',')}`);
  return notificationId;
}
