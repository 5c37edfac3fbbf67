import { AppError } from '@outreach/shared/errors';
import type { TCreatePostBody } from '@outreach/shared/schemas/posts';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { assertValidPost, postTypesOf } from './post-rules.ts';
import { ownPost, type PostRow, postView } from './post-view.ts';
import { cancelPostSchedule, schedulePost } from './schedule-post.ts';

/** PATCH /posts/{id}: edits a post that has not gone out yet (Scheduled), keeping or moving its time. */
export async function updatePost(deps: Deps, actor: Actor, postId: string, body: TCreatePostBody) {
  const row = await ownPost(deps, actor, postId);
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'Only scheduled posts can be edited');
  await assertValidPost(deps, actor, body);
  const at = body.scheduledAt ?? deps.clock.now();
  const updated = await PostEntity.patch({ teamId: actor.teamId, postId })
    .set({
      title: body.title.trim(),
      content: body.content,
      postTypes: postTypesOf(body),
      attachments: body.attachments,
      networks: body.networks,
      audience: body.audience ?? row.audience ?? { type: 'anyone' },
      scheduledAt: at,
      updatedAt: deps.clock.now(),
    })
    .where((p, op) => `${op.eq(p.status, 'pending')} AND ${op.eq(p.scheduledAt, row.scheduledAt)}`)
    .go({ response: 'all_new' })
    .catch(() => {
      throw new AppError('CONFLICT', 'Only scheduled posts can be edited');
    });
  if (at !== row.scheduledAt) {
    await cancelPostSchedule(deps, { teamId: actor.teamId, postId, at: row.scheduledAt });
    await schedulePost(deps, { teamId: actor.teamId, postId, at });
  }
  return postView(updated.data as PostRow);
}
