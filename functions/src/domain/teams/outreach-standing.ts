import { AppError } from '@outreach/shared/errors';
import { accountState } from '@outreach/shared/rules/billing';
import { type OutreachStanding, outreachBlock } from '@outreach/shared/rules/gates';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';

/** A user's and their team's state as the server's outreach gates read it (spec 1 §2, spec 2 §4). */
export async function loadOutreachStanding(
  deps: Deps,
  teamId: string,
  userId: string,
): Promise<OutreachStanding> {
  const [user, team] = await Promise.all([UserEntity.get({ userId }).go(), TeamEntity.get({ teamId }).go()]);
  const u = user.data;
  const t = team.data;
  const now = deps.clock.now();
  return {
    isEmailVerified: u?.isEmailVerified ?? false,
    // A user or team that no longer exists may not run anything.
    isBlocked: !u || !t || (u.isBlocked ?? false),
    accountState: t
      ? accountState({
          plan: (t.plan ?? 'trial') as never,
          trial: { started: Boolean(t.trialStartedAt), ended: t.trialEndsAt ? t.trialEndsAt <= now : false },
          hasFreePlan: t.hasFreePlan,
          hasPaidPlan: t.hasPaidPlan,
          isSubscriptionPaused: t.isSubscriptionPaused,
        })
      : 'deactivated',
  };
}

/**
 * Refuses with 403 `{ error, message, statusCode }` when the user may not start outreach: email not
 * verified, user blocked, team deactivated (trial ended without a plan) or subscription paused.
 */
export async function assertMayRunOutreach(deps: Deps, teamId: string, userId: string): Promise<void> {
  const block = outreachBlock(await loadOutreachStanding(deps, teamId, userId));
  if (block) throw new AppError('FORBIDDEN', block);
}
