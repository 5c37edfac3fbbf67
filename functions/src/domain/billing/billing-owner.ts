import { AppError } from '@outreach/shared/errors';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { WhiteLabelEntity } from '../../data/entities/white-label.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from '../teams/current-team.ts';

/**
 * Billing belongs to the team owner (spec 2 §6): the caller's team, checked to be theirs, with the
 * minimum seats its white label sets (spec 2 §5), if any.
 */
export async function billingOwner(deps: Deps, auth: AuthContext) {
  const teamId = await currentTeamId(deps, auth);
  const [team, membership, account, user, wl] = await Promise.all([
    TeamEntity.get({ teamId }).go(),
    MembershipEntity.get({ teamId, userId: auth.userId }).go(),
    BillingAccountEntity.get({ teamId }).go(),
    UserEntity.get({ userId: auth.userId }).go(),
    WhiteLabelEntity.get({ teamId }).go(),
  ]);
  if (!team.data || membership.data?.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only the team owner can manage billing');
  }
  return {
    teamId,
    team: team.data,
    account: account.data ?? null,
    user: user.data,
    whiteLabelMinSeats: wl.data?.minSeats ?? null,
  };
}

export type BillingOwner = Awaited<ReturnType<typeof billingOwner>>;

/** The owner's live subscription, or a 400 when the team has none. */
export function requireSubscription(o: BillingOwner) {
  const a = o.account;
  if (!a?.subscriptionId || !a.customerId || !['active', 'past_due', 'trialing'].includes(a.status ?? '')) {
    throw new AppError('BAD_REQUEST', 'Please subscribe to a plan first');
  }
  return { ...a, subscriptionId: a.subscriptionId, customerId: a.customerId };
}

/** Members of a team (the seats in use). */
export async function memberCount(_deps: Deps, teamId: string): Promise<number> {
  const res = await MembershipEntity.query.byTeam({ teamId }).go({ pages: 'all' });
  return res.data.length;
}
