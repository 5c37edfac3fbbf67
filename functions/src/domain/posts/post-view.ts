import { AppError } from '@outreach/shared/errors';
import {
  type PostNetwork,
  type PostStatus,
  postStatusDisplayName,
  postStatusTooltip,
} from '@outreach/shared/rules/outreach/posts';
import type { TPost } from '@outreach/shared/schemas/posts';
import type { EntityItem } from 'electrodb';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';

export type PostRow = EntityItem<typeof PostEntity>;
export interface NetworkResult {
  status: PostStatus;
  errorCode?: string | null;
  externalId?: string | null;
}
export type PostResults = Partial<Record<PostNetwork, NetworkResult>>;

export const postNotFound = () => new AppError('NOT_FOUND', 'Post not found');

export function postView(row: PostRow): TPost {
  const status = row.status as PostStatus;
  return {
    id: row.postId,
    title: row.title,
    content: row.content,
    postTypes: (row.postTypes as string[] | undefined) ?? [],
    attachments: (row.attachments as TPost['attachments'] | undefined) ?? [],
    networks: row.networks as PostNetwork[],
    audience: row.audience,
    scheduledAt: row.scheduledAt,
    status,
    statusLabel: postStatusDisplayName[status],
    tooltip: postStatusTooltip(status, row.errorCode),
    errorCode: row.errorCode ?? null,
    results: (row.results as Record<string, NetworkResult> | undefined) ?? {},
    publishedAt: row.publishedAt ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * A post of the actor's team that the actor may act on: their own. Another team's post (or a
 * teammate's) is a 404: posts are published as their author, so they are personal.
 */
export async function ownPost(_deps: Deps, actor: Actor, postId: string): Promise<PostRow> {
  const row = (await PostEntity.get({ teamId: actor.teamId, postId }).go()).data;
  if (!row || row.userId !== actor.userId) throw postNotFound();
  return row;
}

/**
 * The status a post shows from its networks' results: waiting while any network is; published when
 * all are; otherwise the first failure (invalid before skipped) with its error code.
 */
export function overallStatus(
  networks: readonly PostNetwork[],
  results: PostResults,
): {
  status: PostStatus;
  errorCode: string | null;
} {
  const rs = networks.map((n) => results[n] ?? { status: 'queued' as const });
  if (rs.some((r) => r.status === 'executing')) return { status: 'executing', errorCode: null };
  if (rs.some((r) => r.status === 'queued' || r.status === 'pending'))
    return { status: 'queued', errorCode: null };
  if (rs.every((r) => r.status === 'published')) return { status: 'published', errorCode: null };
  const failed = rs.find((r) => r.status === 'invalid') ?? rs.find((r) => r.status !== 'published');
  return { status: failed?.status ?? 'skipped', errorCode: failed?.errorCode ?? null };
}
