import type { PostNetwork } from '@outreach/shared/rules/outreach/posts';
import { PostEntity } from '../../data/entities/post.ts';
import type { Deps } from '../../ports/deps.ts';
import type { ActionOutcomes, BotAction } from '../bot/types.ts';
import type { PostResults } from './post-view.ts';
import { postActionId, settlePost } from './publish-post.ts';

/** The bot finished (or gave up on) a LinkedIn post: record LinkedIn's result on the post. */
export async function applyPostOutcome(deps: Deps, action: BotAction<'publish-post'>): Promise<void> {
  const row = (await PostEntity.get({ teamId: action.teamId, postId: action.payload.postId }).go()).data;
  // Rescheduled or archived since: this action speaks for an older time.
  if (!row || postActionId(row.postId, row.scheduledAt) !== action.actionId) return;
  if (row.status !== 'queued' && row.status !== 'executing') return;
  const o = action.outcome as ActionOutcomes['publish-post'] | undefined;
  const results = { ...((row.results as PostResults | undefined) ?? {}) };
  results.linkedin =
    action.status === 'done' && o?.result === 'published'
      ? { status: 'published', externalId: o.postUrn }
      : { status: 'skipped', errorCode: o?.result === 'failed' ? o.errorCode : 'bot_failed' };
  await settlePost(deps, { ...row, networks: row.networks as PostNetwork[] }, results);
}
