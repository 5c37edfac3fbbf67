// Spec 3 §5 post validation (11 steps, in order, first failure wins), schedule dialog, and the
// post request bodies of §7 (POST /posts, PATCH /posts/{id}/post-time).
import * as z from 'zod';
import {
  type PostNetwork,
  postNetworks,
  postTextLimits,
  scheduleMinuteSteps,
} from '../constants/outreach.ts';
import { postAudiences, postStatuses } from '../rules/outreach/posts.ts';
import {
  formatTime12h,
  isIsoDate,
  localDate,
  resolveTimezone,
  splitIsoDate,
  zonedParts,
  zonedToInstant,
} from '../rules/outreach/zoned-time.ts';

/** Premium upsell shown as the plan error (spec 3 §6: post scheduling is a Premium feature). */
export const premiumUpgradeMessage =
  'Experience the full potential of this feature by upgrading to one of our Premium plans.';

/** The spec's post messages, word for word; `{limit}` filled in. */
export const postMessages = {
  title: 'Add title to the post.',
  text: 'Add some text to post.',
  platform: 'Please select at least one platform to post your content!',
  instagramMedia: 'PLEASE ADD IMAGE/VIDEO TO PUBLISH IN INSTAGRAM',
  twitterTooLong: (limit: number) => `X (Twitter) posts cannot be longer than ${limit} characters.`,
  instagramTooLong: (limit: number) => `Instagram post caption cannot be longer than ${limit} characters.`,
  facebookTooLong: (limit: number) => `Facebook posts cannot be longer than ${limit} characters.`,
  linkedinTooLong: (limit: number) => `Linkedin post cannot be longer than ${limit} characters.`,
  /** Step 10, with the current time in the user's timezone as hh:mm A (wording of the time part is OURS). */
  timeNotAfterNow: (currentTime: string) => `Post time should be after the current time (${currentTime})`,
  plan: premiumUpgradeMessage,
} as const;

/**
 * Whether rich-text markup is empty (spec 3 §5: "empty markup counts as empty and is saved as
 * an empty string"): no text once tags, &nbsp; and whitespace are removed, and no image.
 *
 * @example
 * isEmptyRichText('<p><br></p>') // true
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|video|iframe)\b/i.test(html)) return false;
  return richTextToPlain(html).trim() === '';
}

/** Empty markup is saved as ''. */
export function normaliseRichText(html: string | null | undefined): string {
  return isEmptyRichText(html) ? '' : (html ?? '');
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The text of rich-text markup: block ends become new lines, tags dropped, common entities decoded. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => entities[e])
    .replace(/\n$/, '');
}

export interface PostDraft {
  title: string | null | undefined;
  /** Post text (plain or rich-text markup). */
  content: string | null | undefined;
  networks: readonly PostNetwork[];
  attachmentsCount: number;
  /** An attachment's own error (upload or media check), shown as is at step 3. */
  attachmentError?: string | null;
  /** Unix ms; null or undefined when posting now. */
  scheduledAt?: number | null;
}

export interface PostContext {
  nowMs: number;
  timezone: string;
  /** The plan allows post scheduling. */
  planAllows: boolean;
  trialStarted: boolean;
}

const lengthSteps: { network: PostNetwork; message: (limit: number) => string }[] = [
  { network: 'twitter', message: postMessages.twitterTooLong },
  { network: 'instagram', message: postMessages.instagramTooLong },
  { network: 'facebook', message: postMessages.facebookTooLong },
  { network: 'linkedin', message: postMessages.linkedinTooLong },
];

/**
 * Steps 1–9 of spec 3 §5 post validation (no clock, no plan): the first failure, or null.
 */
export function validatePostContent(post: PostDraft): string | null {
  if (!post.title || post.title.trim() === '') return postMessages.title; // 1
  if (isEmptyRichText(post.content)) return postMessages.text; // 2
  if (post.attachmentError) return post.attachmentError; // 3
  if (post.networks.length === 0) return postMessages.platform; // 4
  if (post.networks.includes('instagram') && post.attachmentsCount === 0) return postMessages.instagramMedia; // 5
  const length = richTextToPlain(post.content ?? '').length;
  for (const step of lengthSteps) {
    // 6–9
    const limit = postTextLimits[step.network];
    if (post.networks.includes(step.network) && length > limit) return step.message(limit);
  }
  return null;
}

/**
 * Spec 3 §5 post validation, all eleven steps in order, stopping at the first failure.
 *
 * @example
 * validatePost({ title: '', content: 'x', networks: ['linkedin'], attachmentsCount: 0 }, ctx) // 'Add title to the post.'
 */
export function validatePost(post: PostDraft, ctx: PostContext): string | null {
  const first = validatePostContent(post);
  if (first) return first;
  const tz = resolveTimezone(ctx.timezone);
  if (post.scheduledAt != null && post.scheduledAt <= ctx.nowMs) {
    return postMessages.timeNotAfterNow(formatTime12h(ctx.nowMs, tz)); // 10
  }
  if (!ctx.planAllows && !ctx.trialStarted) return postMessages.plan; // 11
  return null;
}

// ── Schedule dialog (spec 3 §3 "Schedule", §5) ────────────────────────────────────────

export const scheduleMessages = {
  date: 'Please choose a date',
  dateBeforeToday: 'Date cannot be before today',
  hour: 'Please choose an hour from 1 to 12',
  minute: 'Please choose minutes 00, 15, 30 or 45',
} as const;

export const ZScheduleDialog = z.object({
  date: z.string().max(64, scheduleMessages.date).refine(isIsoDate, scheduleMessages.date),
  hour: z.number().int(scheduleMessages.hour).min(1, scheduleMessages.hour).max(12, scheduleMessages.hour),
  minute: z
    .number()
    .refine((m) => (scheduleMinuteSteps as readonly number[]).includes(m), scheduleMessages.minute),
  place: z.enum(['AM', 'PM']),
});
export type TScheduleDialog = z.infer<typeof ZScheduleDialog>;

/**
 * The instant a schedule-dialog choice means in the user's timezone.
 *
 * @example
 * scheduleTimestamp({ date: '2025-03-20', hour: 12, minute: 15, place: 'AM' }, 'UTC') // Date.UTC(2025, 2, 20, 0, 15)
 */
export function scheduleTimestamp(s: TScheduleDialog, timezone: string): number {
  const hour24 = (s.hour % 12) + (s.place === 'PM' ? 12 : 0);
  const { year, month, day } = splitIsoDate(s.date);
  return zonedToInstant({ year, month, day, hour: hour24, minute: s.minute }, resolveTimezone(timezone));
}

/**
 * The schedule dialog's default choice: the first quarter hour at or after `atMs`, in the user's
 * timezone. The rounding is done on the instant, so a time past 23:45 rolls over to the next day's
 * 12:00 AM (every timezone's offset is a whole number of quarter hours).
 *
 * @example
 * defaultSchedule(Date.UTC(2025, 2, 20, 23, 59), 'UTC') // { date: '2025-03-21', hour: 12, minute: 0, place: 'AM' }
 */
export function defaultSchedule(atMs: number, timezone: string): TScheduleDialog {
  const tz = resolveTimezone(timezone);
  const quarter = 15 * 60_000;
  const at = Math.ceil(atMs / quarter) * quarter;
  const { hour: hour24, minute } = zonedParts(at, tz);
  return {
    date: localDate(at, tz),
    hour: hour24 % 12 === 0 ? 12 : hour24 % 12,
    minute,
    place: hour24 >= 12 ? 'PM' : 'AM',
  };
}

/**
 * The schedule dialog's rules (spec 3 §5): date not before today, time after now, both in the
 * user's timezone. Returns the first message, or null.
 */
export function validateSchedule(s: TScheduleDialog, nowMs: number, timezone: string): string | null {
  const parsed = ZScheduleDialog.safeParse(s);
  if (!parsed.success) return parsed.error.issues[0].message;
  const tz = resolveTimezone(timezone);
  if (s.date < localDate(nowMs, tz)) return scheduleMessages.dateBeforeToday;
  if (scheduleTimestamp(s, tz) <= nowMs) return postMessages.timeNotAfterNow(formatTime12h(nowMs, tz));
  return null;
}

// ── Requests (spec 3 §7 Posts) ────────────────────────────────────────────────────────

export const ZPostNetwork = z.enum(postNetworks);
export const ZPostAttachment = z.object({
  file_uri: z.string().min(1).max(2048),
  file_name: z.string().min(1).max(255),
  mimeType: z.string().max(255).optional(),
  size: z.number().int().min(0).optional(),
});

export const ZPostAudience = z.union([
  z.object({ type: z.literal('anyone') }),
  z.object({ type: z.literal('connections_only') }),
  z.object({
    type: z.literal('group'),
    savedSearchId: z.union([z.string().max(256), z.number()]),
    name: z.string().max(255),
  }),
]);
export const postAudienceTypes = postAudiences;

/**
 * The body of POST /posts and PATCH /posts/{id} as the route parses it: shapes and bounds only. The
 * server then runs all eleven steps of `validatePost` in the spec's order (step 3 needs the stored media).
 */
export const ZCreatePostBody = z.object({
  title: z.string().max(255).default(''),
  content: z.string().max(100_000).default(''),
  postTypes: z.array(z.string().max(64)).max(20).optional(),
  networks: z.array(ZPostNetwork).max(postNetworks.length),
  attachments: z.array(ZPostAttachment).max(10).default([]),
  scheduledAt: z.number().int().nullable().optional(),
  audience: ZPostAudience.optional(),
});
export type TCreatePostBody = z.infer<typeof ZCreatePostBody>;

/** The post form: steps 1, 2, 4–9 checked here; 10 and 11 need the clock and plan. */
export const ZCreatePostRequest = z
  .object({
    title: z.string().max(255).default(''),
    content: z.string().max(100_000).default(''),
    postTypes: z.array(z.string().max(64)).max(20).optional(),
    networks: z.array(ZPostNetwork).max(postNetworks.length),
    attachments: z.array(ZPostAttachment).max(10).default([]),
    scheduledAt: z.number().int().nullable().optional(),
    audience: ZPostAudience.optional(),
  })
  .superRefine((v, ctx) => {
    const message = validatePostContent({
      title: v.title,
      content: v.content,
      networks: v.networks,
      attachmentsCount: v.attachments.length,
    });
    if (message) ctx.addIssue({ code: 'custom', message });
  });
export type TCreatePostRequest = z.infer<typeof ZCreatePostRequest>;

/** PATCH /posts/{id}/post-time {timestamp}. */
export const ZReschedulePostRequest = z.object({ timestamp: z.number().int().positive() });

export const postListSortFields = ['scheduledAt', 'createdAt'] as const;
/** GET /posts: a network, statuses, a time window (calendar month), one page. */
export const ZPostListQuery = z.object({
  network: ZPostNetwork.optional(),
  status: z.enum(postStatuses).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  includeArchived: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;
export const ZPostIdParam = z.object({ id: z.string().min(1).max(64) });

const ZNetworkResult = z.object({
  status: z.enum(postStatuses),
  errorCode: z.string().nullable().optional(),
  externalId: z.string().nullable().optional(),
});
export const ZPostResponse = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  postTypes: z.array(z.string()),
  attachments: z.array(ZPostAttachment.extend({ url: z.string().optional() })),
  networks: z.array(ZPostNetwork),
  audience: z.any().optional(),
  scheduledAt: z.number(),
  status: z.enum(postStatuses),
  statusLabel: z.string(),
  tooltip: z.string().nullable(),
  errorCode: z.string().nullable(),
  results: z.record(z.string(), ZNetworkResult),
  publishedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TPost = z.infer<typeof ZPostResponse>;
export const ZPostListResponse = z.object({ posts: z.array(ZPostResponse), total: z.number() });
export const ZPostTypesResponse = z.array(
  z.object({ value: z.string(), label: z.string(), networks: z.array(ZPostNetwork) }),
);
export const ZPostOkResponse = z.object({ success: z.literal(true) });
