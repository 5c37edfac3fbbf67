import type { TCreatePostBody } from '@outreach/shared/schemas/posts';
import { ulid } from 'ulid';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { assertValidPost, postTypesOf } from './post-rules.ts';
import { postView } from './post-view.ts';
import { schedulePost } from './schedule-post.ts';

/** POST /posts: validates in the spec's order, stores the post as Scheduled and schedules it (now when no time). */
export async function createPost(deps: Deps, actor: Actor, body: TCreatePostBody) {
  await assertValidPost(deps, actor, body);
  const now = deps.clock.now();
  const at = body.scheduledAt ?? now;
  const row = await PostEntity.create({
    teamId: actor.teamId,
    postId: ulid(now),
    userId: actor.userId,
    title: body.title.trim(),
    content: body.content,
    postTypes: postTypesOf(body),
    attachments: body.attachments,
    networks: body.networks,
    audience: body.audience ?? { type: 'anyone' },
    scheduledAt: at,
    status: 'pending',
    results: {},
    createdAt: now,
    updatedAt: now,
  }).go();
  await schedulePost(deps, { teamId: actor.teamId, postId: row.data.postId, at });
  return postView(row.data);
}
