import type { PostNetwork } from '@outreach/shared/rules/outreach/posts';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { UNWORKABLE_LOGIN_STATES } from '../bot/queue.ts';
import type { ActionPayloads } from '../bot/types.ts';
import { publishFacebookPost } from '../facebook/publish-facebook-post.ts';
import { publishInstagramPost } from '../facebook/publish-instagram-post.ts';
import { publishXPost } from '../twitter/publish-x-post.ts';
import { overallStatus, type PostResults, type PostRow } from './post-view.ts';
import type { PostMessage } from './schedule-post.ts';

export const postActionId = (postId: string, at: number) => `post#${postId}#${at}`;

async function mediaOf(deps: Deps, row: PostRow) {
  const atts =
    (row.attachments as { file_uri: string; file_name: string; mimeType?: string }[] | undefined) ?? [];
  return Promise.all(
    atts.map(async (a) => ({
      url: await deps.blobs.presignGet(a.file_uri, 24 * 3600),
      name: a.file_name,
      mimeType: a.mimeType,
    })),
  );
}

/**
 * The posts-queue message at a post's time: the post goes to each network. LinkedIn becomes a bot
 * action on the author's account (the bot reports back, apply-post-outcome.ts); X, Facebook and
 * Instagram go through the author's connections. A message for another time (the post was rescheduled,
 * archived or deleted) is dropped.
 */
export async function handlePostMessage(deps: Deps, msg: PostMessage): Promise<string> {
  const key = { teamId: msg.teamId, postId: msg.postId };
  const row = (await PostEntity.get(key).go()).data;
  if (!row || row.status !== 'pending' || row.scheduledAt !== msg.at) return 'stale';
  // Claim: only one delivery moves the post out of pending.
  try {
    await PostEntity.patch(key)
      .set({ status: 'queued', updatedAt: deps.clock.now() })
      .where((p, op) => `${op.eq(p.status, 'pending')} AND ${op.eq(p.scheduledAt, msg.at)}`)
      .go();
  } catch {
    return 'stale';
  }
  const networks = row.networks as PostNetwork[];
  const results: PostResults = {};
  const media = await mediaOf(deps, row);
  for (const network of networks) {
    if (network === 'linkedin') {
      const account = await getAccount(deps, { teamId: row.teamId, userId: row.userId });
      if (!account || UNWORKABLE_LOGIN_STATES.has(account.loginStatus ?? '')) {
        results.linkedin = { status: 'skipped', errorCode: 'linkedin_not_connected' };
        continue;
      }
      await enqueueBotAction(deps, {
        teamId: row.teamId,
        userId: row.userId,
        actionId: postActionId(row.postId, row.scheduledAt),
        type: 'publish-post',
        payload: {
          postId: row.postId,
          title: row.title,
          text: row.content,
          media,
          audience: row.audience as ActionPayloads['publish-post']['audience'],
        },
      });
      results.linkedin = { status: 'queued' };
      continue;
    }
    const channelPost = {
      teamId: row.teamId,
      userId: row.userId,
      postId: row.postId,
      network,
      title: row.title,
      text: row.content,
      media,
    };
    // Each network through the author's own connection: X (domain/twitter), Facebook pages and
    // Instagram accounts (domain/facebook).
    const publishers = {
      twitter: publishXPost,
      facebook: publishFacebookPost,
      instagram: publishInstagramPost,
    };
    const channel = { publish: (p: typeof channelPost) => publishers[network](deps, p) };
    const r = await channel
      .publish(channelPost)
      .catch(() => ({ ok: false as const, errorCode: 'platform_error' }));
    results[network] = r.ok
      ? { status: 'published', externalId: r.externalId }
      : {
          status:
            r.errorCode === 'payload_too_long' ||
            r.errorCode === 'platform_error' ||
            r.errorCode === 'twitter_not_connected' ||
            r.errorCode === 'facebook_not_connected' ||
            r.errorCode === 'instagram_not_connected'
              ? 'skipped'
              : 'invalid',
          errorCode: r.errorCode,
        };
  }
  await settlePost(deps, row, results);
  return 'published';
}

/** Writes the networks' results and the status they add up to (published at the first full success). */
export async function settlePost(deps: Deps, row: PostRow, results: PostResults) {
  const { status, errorCode } = overallStatus(row.networks as PostNetwork[], results);
  const now = deps.clock.now();
  const op = PostEntity.patch({ teamId: row.teamId, postId: row.postId }).set({
    results,
    status,
    updatedAt: now,
    ...(status === 'published' ? { publishedAt: now } : {}),
  });
  await (errorCode ? op.set({ errorCode }) : op.remove(['errorCode'])).go();
}
