import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A notification for one user (spec 1 §3), keyed by its recipient: user-level data follows the person
 * across teams, and a user only ever reads their own partition. `notificationId` is a ULID, so the
 * sort key is createdAt followed by randomness: a descending query is newest first, and the id alone
 * addresses the item (mark-as-read needs no lookup).
 *
 * `unread` is a sparse index: its keys exist only while `readAt` is unset, so the unread-only list
 * reads unread items and nothing else.
 */
export const NotificationEntity = tableEntity(
  new Entity({
    model: { entity: 'notification', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      teamId: { type: 'string', required: true },
      type: { type: 'string', required: true },
      level: { type: ['success', 'error', 'warning', 'notice'] as const, required: true },
      target: { type: ['user', 'team'] as const, required: true },
      message: { type: 'string' },
      readAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['notificationId'] },
      },
      unread: {
        index: 'gsi1',
        condition: (attr) => attr.readAt === undefined,
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['notificationId'] },
      },
    },
  }),
);

/**
 * A user's notification counters, changed in the same transaction as the notification they count
 * (create, mark as read), so counts need no scan. Conditions keep every unread counter at 0 or above.
 */
export const NotificationCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'notificationCounter', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      total: { type: 'number' },
      /** Team-target notifications of the total (the Team tab's total; Personal is the rest). */
      totalTeam: { type: 'number' },
      /** Unread notifications per target; their sum is the unread count. */
      unreadUser: { type: 'number' },
      unreadTeam: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
