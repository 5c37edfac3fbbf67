import { postTypeOptions } from '@outreach/shared/rules/outreach/posts';
import type { TPostListQuery } from '@outreach/shared/schemas/posts';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { postView } from './post-view.ts';

/**
 * GET /posts: the caller's posts, by network, status and a time window (the calendar's month),
 * by post time. Archived posts only when asked (or filtered by status archived).
 */
export async function listPosts(_deps: Deps, actor: Actor, q: TPostListQuery) {
  const rows = (await PostEntity.query.byTeam({ teamId: actor.teamId }).go({ pages: 'all' })).data;
  const posts = rows
    .filter(
      (r) =>
        r.userId === actor.userId &&
        (!q.network || (r.networks as string[]).includes(q.network)) &&
        (q.status ? r.status === q.status : q.includeArchived === 'true' || r.status !== 'archived') &&
        (q.from === undefined || r.scheduledAt >= q.from) &&
        (q.to === undefined || r.scheduledAt < q.to),
    )
    .sort(
      (a, b) =>
        (a.scheduledAt - b.scheduledAt || (a.postId < b.postId ? -1 : 1)) * (q.sortOrder === 'ASC' ? 1 : -1),
    );
  const start = (q.page - 1) * q.perPage;
  return { posts: posts.slice(start, start + q.perPage).map(postView), total: posts.length };
}

/** GET /posts/types. */
export function listPostTypes() {
  return postTypeOptions.map((t) => ({ value: t.value, label: t.label, networks: [...t.networks] }));
}
