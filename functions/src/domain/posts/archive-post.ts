import { AppError } from '@outreach/shared/errors';
import { canPostTransition, type PostStatus } from '@outreach/shared/rules/outreach/posts';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { ownPost, type PostRow, postView } from './post-view.ts';
import { cancelPostSchedule } from './schedule-post.ts';

/** PATCH /posts/{id}/archive: out of the lists; a scheduled one will not go out. */
export async function archivePost(deps: Deps, actor: Actor, postId: string) {
  const row = await ownPost(deps, actor, postId);
  if (!canPostTransition(row.status as PostStatus, 'archived'))
    throw new AppError('CONFLICT', 'This post cannot be archived now');
  const updated = await PostEntity.patch({ teamId: actor.teamId, postId })
    .set({ status: 'archived', updatedAt: deps.clock.now() })
    .where((p, op) => op.eq(p.status, row.status))
    .go({ response: 'all_new' })
    .catch(() => {
      throw new AppError('CONFLICT', 'This post cannot be archived now');
    });
  await cancelPostSchedule(deps, { teamId: actor.teamId, postId, at: row.scheduledAt });
  return postView(updated.data as PostRow);
}
