import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { ownPost } from './post-view.ts';
import { cancelPostSchedule } from './schedule-post.ts';

/** DELETE /posts/{id}: gone from the product (what was published stays on the networks). */
export async function deletePost(deps: Deps, actor: Actor, postId: string) {
  const row = await ownPost(deps, actor, postId);
  await PostEntity.delete({ teamId: actor.teamId, postId }).go();
  await cancelPostSchedule(deps, { teamId: actor.teamId, postId, at: row.scheduledAt });
  return { success: true as const };
}
