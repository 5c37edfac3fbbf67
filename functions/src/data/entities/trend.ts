import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** A trend keyword of a team member (spec 3 §3): its term, sort and interval in hours. */
export const TrendEntity = tableEntity(
  new Entity({
    model: { entity: 'trend', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      trendId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      term: { type: 'string', required: true },
      sortBy: { type: ['top_match', 'latest'] as const, required: true },
      interval: { type: 'number', required: true },
      /** Set while a refresh is with the bot. */
      refreshingSince: { type: 'number' },
      lastRefreshedAt: { type: 'number' },
      /** When the next automatic refresh is scheduled (every `interval` hours); its schedule's name carries it. */
      nextRefreshAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['trendId'] },
      },
    },
  }),
);

/** A post the bot found for a trend on LinkedIn's content search. */
export const TrendPostEntity = tableEntity(
  new Entity({
    model: { entity: 'trendPost', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      trendId: { type: 'string', required: true },
      /** The activity number of the post's URN. */
      postKey: { type: 'string', required: true },
      urn: { type: 'string', required: true },
      authorName: { type: 'string' },
      authorUrl: { type: 'string' },
      text: { type: 'string', required: true },
      likes: { type: 'number', default: 0 },
      rank: { type: 'number', default: 0 },
      liked: { type: 'boolean', default: false },
      likeRequestedAt: { type: 'number' },
      fetchedAt: { type: 'number', required: true },
    },
    indexes: {
      byTrend: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['trendId', 'postKey'] },
      },
    },
  }),
);
