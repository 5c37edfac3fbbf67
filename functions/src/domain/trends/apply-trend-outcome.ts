import { TrendEntity, TrendPostEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import type { ActionOutcomes, BotAction } from '../bot/types.ts';

/** The bot read a trend's posts, or liked one: store what it saw. */
export async function applyTrendOutcome(deps: Deps, action: BotAction): Promise<void> {
  const now = deps.clock.now();
  if (action.type === 'search-posts') {
    const p = action.payload as BotAction<'search-posts'>['payload'];
    const trend = (await TrendEntity.get({ teamId: action.teamId, trendId: p.trendId }).go()).data;
    if (!trend) return;
    const o = action.outcome as ActionOutcomes['search-posts'] | undefined;
    if (action.status === 'done' && o) {
      const rows = o.posts.map((post, rank) => ({
        teamId: action.teamId,
        trendId: p.trendId,
        postKey: post.urn.split(':').pop() ?? String(rank),
        urn: post.urn,
        authorName: post.authorName,
        authorUrl: post.authorUrl,
        text: post.text.slice(0, 5000),
        likes: post.likes,
        rank,
        fetchedAt: now,
      }));
      // Keep what the user liked; replace the rest with this refresh's list.
      const old = (
        await TrendPostEntity.query
          .byTrend({ teamId: action.teamId, trendId: p.trendId })
          .go({ pages: 'all' })
      ).data;
      const fresh = new Set(rows.map((r) => r.postKey));
      const gone = old.filter((r) => !fresh.has(r.postKey) && !r.liked);
      if (gone.length) await TrendPostEntity.delete(gone).go();
      const liked = new Map(old.map((r) => [r.postKey, r]));
      for (const r of rows) {
        const prev = liked.get(r.postKey);
        await TrendPostEntity.upsert({
          ...r,
          liked: prev?.liked ?? false,
          ...(prev?.likeRequestedAt ? { likeRequestedAt: prev.likeRequestedAt } : {}),
        }).go();
      }
    }
    await TrendEntity.patch({ teamId: action.teamId, trendId: p.trendId })
      .set({ lastRefreshedAt: now })
      .remove(['refreshingSince'])
      .go();
    return;
  }
  if (action.type === 'like-post') {
    const p = action.payload as BotAction<'like-post'>['payload'];
    const o = action.outcome as ActionOutcomes['like-post'] | undefined;
    const key = { teamId: action.teamId, trendId: p.trendId, postKey: p.postKey };
    const row = (await TrendPostEntity.get(key).go()).data;
    if (!row) return;
    if (action.status === 'done' && o?.result === 'liked')
      await TrendPostEntity.patch(key)
        .set({ liked: true, likes: (row.likes ?? 0) + 1 })
        .go();
    else await TrendPostEntity.patch(key).remove(['likeRequestedAt']).go();
  }
}
