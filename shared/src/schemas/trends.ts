// Spec 3 §3 (Trend), §5 (trend validation), §7 (trend calls).
import * as z from 'zod';
import {
  trendIntervalMaxHours,
  trendIntervalMinHours,
  trendIntervalPresetsHours,
} from '../constants/outreach.ts';

export const trendMessages = {
  keyword: 'Please add keyword.',
  interval: 'Interval range should be with in 3 hours and 360 hours/15 days.',
} as const;

/** Sort options: API value → label (spec 3 §3 "Top match or Latests"; API values OURS). */
export const trendSortOptions = { top_match: 'Top match', latest: 'Latests' } as const;
export type TrendSort = keyof typeof trendSortOptions;

export const trendIntervalPresets = trendIntervalPresetsHours;

/** Interval in whole hours, 3 to 360 (spec 3 §5). */
export const ZTrendInterval = z
  .number({ error: trendMessages.interval })
  .int(trendMessages.interval)
  .min(trendIntervalMinHours, trendMessages.interval)
  .max(trendIntervalMaxHours, trendMessages.interval);

/**
 * POST /trends and PATCH /trends/{id} {term, sortBy, interval}.
 *
 * @example
 * ZTrendRequest.parse({ term: 'sales ops', sortBy: 'top_match', interval: 24 })
 */
export const ZTrendRequest = z.object({
  term: z.string({ error: trendMessages.keyword }).trim().min(1, trendMessages.keyword).max(255),
  sortBy: z.enum(['top_match', 'latest']).default('top_match'),
  interval: ZTrendInterval.default(24),
});
export type TTrendRequest = z.infer<typeof ZTrendRequest>;

/** Refreshing all trends is written as trend id -1 (spec 3 §4). */
export const allTrendsId = -1;

/** PATCH /trends/{id}: any of the fields. */
export const ZTrendUpdate = z.object({
  term: z.string({ error: trendMessages.keyword }).trim().min(1, trendMessages.keyword).max(255).optional(),
  sortBy: z.enum(['top_match', 'latest']).optional(),
  interval: ZTrendInterval.optional(),
});
export const ZTrendIdParam = z.object({ id: z.string().min(1).max(64) });
/** A trend post id: `<trendId>.<activity number>`. */
export const ZTrendPostIdParam = z.object({
  id: z
    .string()
    .min(3)
    .max(128)
    .regex(/^[\w-]+\.\d+$/, 'Post not found'),
});
export const ZTrendPostsQuery = z.object({
  trendId: z.string().min(1).max(64),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZTrendPagingQuery = ZTrendPostsQuery.omit({ trendId: true });

export const ZTrendResponse = z.object({
  id: z.string(),
  term: z.string(),
  sortBy: z.enum(['top_match', 'latest']),
  interval: z.number(),
  isRefreshing: z.boolean(),
  lastRefreshedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type TTrend = z.infer<typeof ZTrendResponse>;
export const ZTrendListResponse = z.array(ZTrendResponse);
export const ZTrendPostResponse = z.object({
  id: z.string(),
  trendId: z.string(),
  urn: z.string(),
  authorName: z.string().nullable(),
  authorUrl: z.string().nullable(),
  text: z.string(),
  likes: z.number(),
  liked: z.boolean(),
  isLiking: z.boolean(),
});
export type TTrendPost = z.infer<typeof ZTrendPostResponse>;
export const ZTrendPostListResponse = z.object({ posts: z.array(ZTrendPostResponse), total: z.number() });
export const ZTrendOkResponse = z.object({ success: z.literal(true) });
