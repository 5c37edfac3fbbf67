import type { DailyLimitKey, DailyLimits } from '@outreach/shared/rules/outreach/daily-limits';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { DailyCounterEntity } from '../../../data/entities/daily-counter.ts';
import type { Deps } from '../../../ports/deps.ts';
import type { ActionPayloads } from '../../bot/types.ts';

type Extras = Pick<ActionPayloads['view-profile'], 'follow' | 'endorse' | 'likePosts'>;

/**
 * The extras an LI View step asks for (spec 3 §3): follow, endorse `endorsements_count` skills,
 * like `posts_count` posts (counts default to 1, spec 3 §4).
 *
 * @example
 * viewExtrasOf({ type: 'LI View', auto_follow: true, auto_endorse: true, endorsements_count: 2 }) // { follow: true, endorse: 2 }
 */
export function viewExtrasOf(step: Partial<SequenceStep>): Extras {
  const out: Extras = {};
  if (step.auto_follow) out.follow = true;
  if (step.auto_endorse) out.endorse = Math.max(1, step.endorsements_count ?? 1);
  if (step.auto_post_like) out.likePosts = Math.max(1, step.posts_count ?? 1);
  return out;
}

/** The daily limit each extra counts against. */
export const viewExtraLimitKeys = {
  follow: 'follows',
  endorse: 'endorsements',
  likePosts: 'postLikes',
} as const satisfies Record<keyof Extras, DailyLimitKey>;

/**
 * Trims the extras to what is left of today's limits (follows, endorsements, post likes): the view
 * itself is taken in run-step's transaction; extras over a limit are left out, not postponed.
 *
 * @example
 * trimViewExtras({ follow: true, endorse: 3 }, { follows: 0, endorsements: 2 }) // { endorse: 2 }
 */
export function trimViewExtras(extras: Extras, left: Partial<Record<DailyLimitKey, number>>): Extras {
  const out: Extras = {};
  if (extras.follow && (left.follows ?? 0) > 0) out.follow = true;
  const endorse = Math.min(extras.endorse ?? 0, left.endorsements ?? 0);
  if (endorse > 0) out.endorse = endorse;
  const like = Math.min(extras.likePosts ?? 0, left.postLikes ?? 0);
  if (like > 0) out.likePosts = like;
  return out;
}

/** Today's remaining follows, endorsements and post likes of an account, applied to a view payload. */
export async function fitViewExtras<P extends Extras>(
  _deps: Deps,
  owner: { teamId: string; userId: string },
  day: string,
  limits: DailyLimits,
  payload: P,
): Promise<P> {
  const { follow, endorse, likePosts, ...rest } = payload;
  if (!follow && !endorse && !likePosts) return payload;
  const keys = Object.values(viewExtraLimitKeys);
  const { data } = await DailyCounterEntity.query
    .byAccount({ teamId: owner.teamId, userId: owner.userId, day })
    .go();
  const left: Partial<Record<DailyLimitKey, number>> = {};
  for (const k of keys) {
    const used = data.find((d) => d.day === day && d.limitKey === k)?.count ?? 0;
    left[k] = Math.max(0, limits[k] - used);
  }
  return { ...rest, ...trimViewExtras({ follow, endorse, likePosts }, left) } as P;
}

/** Counts the extras done against today's limits (after the fact: the site was the judge). */
export async function countViewExtras(
  deps: Deps,
  owner: { teamId: string; userId: string },
  day: string,
  done: { followed?: boolean; endorsed?: number; liked?: number },
): Promise<void> {
  const adds: [DailyLimitKey, number][] = [
    ['follows', done.followed ? 1 : 0],
    ['endorsements', done.endorsed ?? 0],
    ['postLikes', done.liked ?? 0],
  ];
  const ttl = Math.floor(deps.clock.now() / 1000) + 8 * 86_400;
  for (const [limitKey, n] of adds) {
    if (n <= 0) continue;
    await DailyCounterEntity.upsert({ teamId: owner.teamId, userId: owner.userId, day, limitKey, ttl })
      .add({ count: n })
      .go();
  }
}
