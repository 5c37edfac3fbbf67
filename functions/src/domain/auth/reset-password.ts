import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { consumeToken } from './one-time-tokens.ts';
import { hashPassword } from './password-hash.ts';
import { revokeAllSessions } from './sessions.ts';

export async function setNewPassword(deps: Deps, token: string, password: string) {
  const check = await consumeToken(deps, 'reset-password', token);
  if (check.status === 'expired')
    throw new AppError('BAD_REQUEST', 'This link has expired. Please request a new one.');
  if (check.status !== 'live' || !check.userId)
    throw new AppError('BAD_REQUEST', 'This link is not valid. Please request a new one.');
  // Proving the mailbox takes the account back: Google or Microsoft identities linked to it (possibly
  // by someone else) are unlinked, so only the new password signs in.
  await UserEntity.patch({ userId: check.userId })
    .set({
      passwordHash: await hashPassword(password),
      isEmailVerified: true,
      authProviders: ['password'],
      updatedAt: deps.clock.now(),
    })
    .remove(['googleSub', 'microsoftSub'])
    .go();
  // Whoever knew the old password is signed out everywhere.
  await revokeAllSessions(deps, check.userId);
  return { message: 'Password updated successfully' };
}
