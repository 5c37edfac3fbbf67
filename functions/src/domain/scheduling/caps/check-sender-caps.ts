import {
  type DailyLimitKey,
  type DailyLimits,
  weeklyInviteLimit,
} from '@outreach/shared/rules/outreach/daily-limits';
import {
  DEFAULT_PENDING_INVITES_HOLD,
  holdsInvites,
  INVITE_WINDOW_BUCKETS,
  inviteBucket,
  inviteBucketKey,
  inviteWindow,
  nextInviteSlotAt,
  warmUpDay,
  warmUpLimits,
} from '@outreach/shared/rules/outreach/sender-caps';
import type { TxEntities as TxEntitiesOf } from '../../../data/db.ts';
import { InviteCounterEntity } from '../../../data/entities/invite-counter.ts';
import { SenderCapsEntity } from '../../../data/entities/sender-caps.ts';
import type { Deps } from '../../../ports/deps.ts';

/** The entities of a write transaction that takes a unit of the weekly invite cap. */
type TxEntities = TxEntitiesOf<{ inviteCounter: typeof InviteCounterEntity }>;
type TxItem = ReturnType<ReturnType<TxEntities['inviteCounter']['check']>['commit']>;
type Owner = { teamId: string; userId: string };
type CapsRow = Awaited<ReturnType<typeof loadSenderCaps>>;

/** Why a step cannot take its action now. */
export type CapWait =
  | 'invites-paused'
  | 'messages-paused'
  | 'views-paused'
  | 'pending-invites'
  | 'weekly-invites';

export interface SenderCapCheck {
  /** The day's limits after the warm-up. */
  limits: DailyLimits;
  /** Set when the action must wait: until when, and why. */
  wait?: { until: number; reason: CapWait };
  /** Transaction items that take the action's unit of the weekly invite cap. */
  writes(e: Pick<TxEntities, 'inviteCounter'>): TxItem[];
  /** When the weekly cap refused inside the transaction: the instant a slot frees. */
  weeklyRetryAt: number | null;
}

/** The sender's caps row (absent: no pause, no warm-up, default threshold). */
export async function loadSenderCaps(_deps: Deps, owner: Owner) {
  return (await SenderCapsEntity.get(owner).go()).data;
}

/** The sender's invite buckets of the rolling week at `now` (one query over at most 169 items). */
export async function loadInviteBuckets(_deps: Deps, owner: Owner, now: number) {
  const cur = inviteBucket(now);
  const { data } = await InviteCounterEntity.query
    .byAccount(owner)
    .between({ bucket: inviteBucketKey(cur - INVITE_WINDOW_BUCKETS) }, { bucket: inviteBucketKey(cur + 1) })
    .go({ pages: 'all' });
  return data.map((d) => ({ bucket: Number(d.bucket), count: d.count ?? 0 }));
}

/** The warm-up day of a sender on a local day (null: none or over). */
export function warmUpDayOf(caps: CapsRow, day: string): number | null {
  return caps?.warmUpStartDate ? warmUpDay(caps.warmUpStartDate, day) : null;
}

/**
 * The product's own caps of a sender before a step's action (issue #9): the warm-up scales the
 * day's limits; an invitation also waits out a pause after LinkedIn's limit signal, a pending
 * count over the threshold, and the rolling week's cap (`weeklyInviteLimit`), counted in kept hour
 * buckets across all the sender's campaigns. The week's unit is taken in the caller's transaction
 * (`writes`), conditioned so that two consumers cannot both take the last slot.
 */
export async function checkSenderCaps(
  deps: Deps,
  owner: Owner,
  input: { limits: DailyLimits; limitKey: DailyLimitKey; isInvite: boolean; day: string; now: number },
): Promise<SenderCapCheck> {
  const { now } = input;
  const caps = await loadSenderCaps(deps, owner);
  const limits = warmUpLimits(input.limits, warmUpDayOf(caps, input.day));
  const none: SenderCapCheck = { limits, writes: () => [], weeklyRetryAt: null };
  // A message or a profile view waits out a pause after LinkedIn's signal of that kind.
  const kindPause =
    input.limitKey === 'messages'
      ? { until: caps?.messagesPausedUntil ?? 0, reason: 'messages-paused' as const }
      : input.limitKey === 'views'
        ? { until: caps?.viewsPausedUntil ?? 0, reason: 'views-paused' as const }
        : null;
  if (kindPause && kindPause.until > now) return { ...none, wait: kindPause };
  if (!input.isInvite) return none;
  if ((caps?.invitesPausedUntil ?? 0) > now)
    return { ...none, wait: { until: caps?.invitesPausedUntil ?? now, reason: 'invites-paused' } };
  const hold = caps?.pendingInvitesHold ?? DEFAULT_PENDING_INVITES_HOLD;
  if (holdsInvites(caps?.pendingInvites ?? 0, hold))
    return { ...none, wait: { until: now + PENDING_RECHECK_MS, reason: 'pending-invites' } };

  const buckets = await loadInviteBuckets(deps, owner, now);
  const { before, current } = inviteWindow(buckets, now);
  const room = weeklyInviteLimit - before;
  const cur = inviteBucket(now);
  if (current >= room)
    return {
      ...none,
      wait: { until: nextInviteSlotAt(buckets, now, weeklyInviteLimit), reason: 'weekly-invites' },
    };
  // If the transaction finds the week full, concurrent consumers took the rest of this hour's room.
  const full = [...buckets, { bucket: cur, count: room - current }];
  const retryAt = nextInviteSlotAt(full, now, weeklyInviteLimit);
  const prev = buckets.find((b) => b.bucket === cur - 1)?.count ?? 0;
  const ttl = Math.floor(now / 1000) + 8 * 86_400;
  return {
    limits,
    weeklyRetryAt: retryAt,
    writes: ({ inviteCounter }) => [
      inviteCounter
        .upsert({ ...owner, bucket: inviteBucketKey(cur), ttl })
        .add({ count: 1 })
        .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, room)}`)
        .commit(),
      // The previous hour as we read it, and no later hour yet: a consumer on the other side of an
      // hour boundary cannot slip an invite past the window's sum.
      inviteCounter
        .check({ ...owner, bucket: inviteBucketKey(cur - 1) })
        .where((a, op) => (prev === 0 ? op.notExists(a.count) : op.eq(a.count, prev)))
        .commit(),
      inviteCounter
        .check({ ...owner, bucket: inviteBucketKey(cur + 1) })
        .where((a, op) => op.notExists(a.count))
        .commit(),
    ],
  };
}

/** Held invites look at the pending count again after this long (OURS). */
export const PENDING_RECHECK_MS = 12 * 3_600_000;
