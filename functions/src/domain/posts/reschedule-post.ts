import { AppError } from '@outreach/shared/errors';
import { canReschedulePost, type PostStatus } from '@outreach/shared/rules/outreach/posts';
import { formatTime12h, resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';
import { postMessages } from '@outreach/shared/schemas/posts';
import { PostEntity } from '../../data/entities/post.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { ownPost, type PostRow, postView } from './post-view.ts';
import { cancelPostSchedule, schedulePost } from './schedule-post.ts';

/**
 * PATCH /posts/{id}/post-time {timestamp}: status pending with the new time (spec 3 §4), from any
 * status that may go back to pending; the time must be after now.
 */
export async function reschedulePost(deps: Deps, actor: Actor, postId: string, timestamp: number) {
  const row = await ownPost(deps, actor, postId);
  if (!canReschedulePost(row.status as PostStatus))
    throw new AppError('CONFLICT', 'This post cannot be rescheduled');
  const now = deps.clock.now();
  if (timestamp <= now) {
    const user = (await UserEntity.get({ userId: actor.userId }).go()).data;
    throw new AppError(
      'BAD_REQUEST',
      postMessages.timeNotAfterNow(formatTime12h(now, resolveTimezone(user?.timezone ?? 'UTC'))),
    );
  }
  const updated = await PostEntity.patch({ teamId: actor.teamId, postId })
    .set({ scheduledAt: timestamp, status: 'pending', results: {}, updatedAt: now })
    .remove(['errorCode'])
    .where((p, op) => op.eq(p.status, row.status))
    .go({ response: 'all_new' })
    .catch(() => {
      throw new AppError('CONFLICT', 'This post cannot be rescheduled');
    });
  await cancelPostSchedule(deps, { teamId: actor.teamId, postId, at: row.scheduledAt });
  await schedulePost(deps, { teamId: actor.teamId, postId, at: timestamp });
  return postView(updated.data as PostRow);
}
