import { AppError } from '@outreach/shared/errors';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { UserEmailEntity } from '../../data/entities/user-email.ts';
import type { Deps } from '../../ports/deps.ts';
import { countReferral } from '../users/get-referral.ts';

export const SIGN_UP_EXISTS = 'User already exists. Please click here to login';

/** Trial length and seats of a new team. Trial seats (5) are spec 2 §9; the 14-day length is our choice. */
export const TRIAL_DAYS = 14;
export const TRIAL_SEATS = 5;

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash?: string;
  provider: 'password' | 'google' | 'microsoft';
  providerSub?: string;
  isEmailVerified?: boolean;
  profilePictureUrl?: string;
  timezone?: string;
  tracking?: Record<string, string | number | undefined>;
}

/**
 * Creates a user, their team on a trial and the owner membership in one transaction. The email
 * guard item makes a second sign-up with the same address fail even when both race.
 */
export async function createAccount(deps: Deps, a: NewAccount): Promise<{ userId: string; teamId: string }> {
  const now = deps.clock.now();
  const userId = ulid(now);
  const teamId = ulid(now);
  const tracking = Object.fromEntries(Object.entries(a.tracking ?? {}).filter(([, v]) => v !== undefined));
  const res = await createWriteTransaction(
    { user: UserEntity, userEmail: UserEmailEntity, team: TeamEntity, membership: MembershipEntity },
    ({ user, userEmail, team, membership }) => [
      userEmail.create({ email: a.email, userId }).commit(),
      user
        .create({
          userId,
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          passwordHash: a.passwordHash,
          authProviders: [a.provider],
          googleSub: a.provider === 'google' ? a.providerSub : undefined,
          microsoftSub: a.provider === 'microsoft' ? a.providerSub : undefined,
          isEmailVerified: a.isEmailVerified ?? false,
          profilePictureUrl: a.profilePictureUrl,
          timezone: a.timezone && isTimeZone(a.timezone) ? a.timezone : 'America/Los_Angeles',
          lastTeamId: teamId,
          tracking,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      team
        .create({
          teamId,
          name: `${a.firstName}'s team`,
          ownerId: userId,
          seats: TRIAL_SEATS,
          ownerCount: 1,
          plan: 'trial',
          trialStartedAt: now,
          trialEndsAt: now + TRIAL_DAYS * 86_400_000,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      membership.create({ teamId, userId, memberId: ulid(now), role: 'owner', createdAt: now }).commit(),
    ],
  ).go();
  if (res.canceled) {
    const emailTaken = res.data[0]?.rejected;
    if (emailTaken) throw new AppError('BAD_REQUEST', SIGN_UP_EXISTS);
    throw new AppError('CONFLICT', 'Could not create the account, please try again');
  }
  await countReferral(deps, tracking.referralCode);
  return { userId, teamId };
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export async function findUserByEmail(_deps: Deps, email: string) {
  const guard = (await UserEmailEntity.get({ email }).go()).data;
  if (!guard) return undefined;
  return (await UserEntity.get({ userId: guard.userId }).go()).data ?? undefined;
}
