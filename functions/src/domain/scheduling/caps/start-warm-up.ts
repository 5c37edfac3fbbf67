import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import { warmUpDay } from '@outreach/shared/rules/outreach/sender-caps';
import { SenderCapsEntity } from '../../../data/entities/sender-caps.ts';
import type { Deps } from '../../../ports/deps.ts';
import { loadOutreachSettings } from '../../settings/load-settings.ts';
import { loadSenderCaps } from './check-sender-caps.ts';

/**
 * A newly connected LinkedIn account warms up by default (issue #9): day 1 is today in the user's
 * timezone. A warm-up that still runs keeps its start; the owner can turn it off on the daily-limits
 * page (PATCH /users/me/sender-caps).
 */
export async function startWarmUp(deps: Deps, acc: { teamId: string; userId: string }): Promise<void> {
  const owner = { teamId: acc.teamId, userId: acc.userId };
  const now = deps.clock.now();
  const [caps, { timezone }] = await Promise.all([
    loadSenderCaps(deps, owner),
    loadOutreachSettings(deps, owner.userId),
  ]);
  const today = dailyCounterKey(now, timezone);
  if (caps?.warmUpStartDate && warmUpDay(caps.warmUpStartDate, today) !== null) return;
  await SenderCapsEntity.upsert({ ...owner, warmUpStartDate: today, updatedAt: now }).go();
}
