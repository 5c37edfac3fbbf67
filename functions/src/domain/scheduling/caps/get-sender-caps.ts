import { dailyCounterKey, weeklyInviteLimit } from '@outreach/shared/rules/outreach/daily-limits';
import {
  DEFAULT_PENDING_INVITES_HOLD,
  holdsInvites,
  inviteWindow,
  nextInviteSlotAt,
  WARM_UP_DAYS,
  warmUpLimits,
  warmUpShare,
} from '@outreach/shared/rules/outreach/sender-caps';
import type { TSenderCapsResponse } from '@outreach/shared/schemas/caps';
import type { Deps } from '../../../ports/deps.ts';
import { loadOutreachSettings } from '../../settings/load-settings.ts';
import { loadInviteBuckets, loadSenderCaps, warmUpDayOf } from './check-sender-caps.ts';

/** GET /users/me/sender-caps: the sender's week of invitations, pause, pending count and warm-up. */
export async function getSenderCaps(
  deps: Deps,
  owner: { teamId: string; userId: string },
): Promise<TSenderCapsResponse> {
  const now = deps.clock.now();
  const [caps, buckets, settings] = await Promise.all([
    loadSenderCaps(deps, owner),
    loadInviteBuckets(deps, owner, now),
    loadOutreachSettings(deps, owner.userId),
  ]);
  const { used } = inviteWindow(buckets, now);
  const day = warmUpDayOf(caps, dailyCounterKey(now, settings.timezone));
  const paused = (caps?.invitesPausedUntil ?? 0) > now;
  const pending = caps?.pendingInvites ?? 0;
  const hold = caps?.pendingInvitesHold ?? DEFAULT_PENDING_INVITES_HOLD;
  return {
    timezone: settings.timezone,
    weeklyInvites: {
      used,
      limit: weeklyInviteLimit,
      nextSlotAt: used >= weeklyInviteLimit ? nextInviteSlotAt(buckets, now, weeklyInviteLimit) : null,
    },
    invitesPause: paused
      ? {
          until: caps?.invitesPausedUntil ?? now,
          signal: caps?.pauseSignal ?? '',
          at: caps?.pausedAt ?? null,
        }
      : null,
    messagesPause:
      (caps?.messagesPausedUntil ?? 0) > now
        ? { until: caps?.messagesPausedUntil ?? now, at: caps?.messagesPausedAt ?? null }
        : null,
    viewsPause:
      (caps?.viewsPausedUntil ?? 0) > now
        ? { until: caps?.viewsPausedUntil ?? now, at: caps?.viewsPausedAt ?? null }
        : null,
    pendingInvites: { pending, hold, held: holdsInvites(pending, hold) },
    warmUp: {
      enabled: Boolean(caps?.warmUpStartDate),
      startDate: caps?.warmUpStartDate ?? null,
      day,
      days: WARM_UP_DAYS,
      percent: day === null ? 100 : Math.round(warmUpShare(day) * 100),
      limits: warmUpLimits(settings.limits, day),
    },
  };
}
