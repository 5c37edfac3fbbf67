import { AppError } from '@outreach/shared/errors';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { changePasswordRules, hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { revokeAllSessions } from './sessions.ts';

export async function changePassword(
  deps: Deps,
  auth: { realUserId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  await hit(deps, changePasswordRules(auth.realUserId), THROTTLE_MESSAGE);
  const user = (await UserEntity.get({ userId: auth.realUserId }).go()).data;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  // A user who signed up with Google or Microsoft has no password yet: they may set one.
  if (user.passwordHash && !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('BAD_REQUEST', 'Current password invalid');
  }
  await UserEntity.patch({ userId: user.userId })
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: deps.clock.now() })
    .go();
  await revokeAllSessions(deps, user.userId, auth.sessionId);
  return { message: 'Password updated successfully' };
}

export const PASSWORD_ALREADY_SET =
  'You already have a password. Please change it with your current password';

/**
 * PATCH /users/set-credentials: the first password of an account made with Google or Microsoft, so
 * its owner can also sign in with email and password. An account that has one changes it with the
 * current password instead; the write is conditional, so two racing calls set one password.
 */
export async function setCredentials(
  deps: Deps,
  auth: { realUserId: string; sessionId: string },
  input: { password: string },
) {
  await hit(deps, changePasswordRules(auth.realUserId), THROTTLE_MESSAGE);
  const user = (await UserEntity.get({ userId: auth.realUserId }).go()).data;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.passwordHash) throw new AppError('BAD_REQUEST', PASSWORD_ALREADY_SET);
  const passwordHash = await hashPassword(input.password);
  try {
    await UserEntity.patch({ userId: user.userId })
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where((a, op) => op.notExists(a.passwordHash))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw new AppError('BAD_REQUEST', PASSWORD_ALREADY_SET);
    throw e;
  }
  await revokeAllSessions(deps, user.userId, auth.sessionId);
  return { message: 'Password set successfully' };
}
