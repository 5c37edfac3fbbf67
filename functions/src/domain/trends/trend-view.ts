import { AppError } from '@outreach/shared/errors';
import type { TTrend, TTrendPost } from '@outreach/shared/schemas/trends';
import type { EntityItem } from 'electrodb';
import type { TrendPostEntity } from '../../data/entities/trend.ts';
import { TrendEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';

export type TrendRow = EntityItem<typeof TrendEntity>;
export type TrendPostRow = EntityItem<typeof TrendPostEntity>;

/** A refresh older than this is taken as lost (the bot failed without a report). */
const REFRESH_STALE_MS = 30 * 60_000;

export const trendNotFound = () => new AppError('NOT_FOUND', 'Trend not found');

export function trendView(row: TrendRow, now: number): TTrend {
  return {
    id: row.trendId,
    term: row.term,
    sortBy: row.sortBy,
    interval: row.interval,
    isRefreshing: row.refreshingSince !== undefined && now - row.refreshingSince < REFRESH_STALE_MS,
    lastRefreshedAt: row.lastRefreshedAt ?? null,
    createdAt: row.createdAt,
  };
}

export function trendPostView(row: TrendPostRow): TTrendPost {
  return {
    id: `${row.trendId}.${row.postKey}`,
    trendId: row.trendId,
    urn: row.urn,
    authorName: row.authorName ?? null,
    authorUrl: row.authorUrl ?? null,
    text: row.text,
    likes: row.likes ?? 0,
    liked: row.liked ?? false,
    isLiking: !row.liked && row.likeRequestedAt !== undefined,
  };
}

/** The actor's own trend; another team's or a teammate's is a 404. */
export async function ownTrend(_deps: Deps, actor: Actor, trendId: string): Promise<TrendRow> {
  const row = (await TrendEntity.get({ teamId: actor.teamId, trendId }).go()).data;
  if (!row || row.userId !== actor.userId) throw trendNotFound();
  return row;
}

export async function ownTrends(_deps: Deps, actor: Actor): Promise<TrendRow[]> {
  const rows = (await TrendEntity.query.byTeam({ teamId: actor.teamId }).go({ pages: 'all' })).data;
  return rows.filter((r) => r.userId === actor.userId).sort((a, b) => a.createdAt - b.createdAt);
}
