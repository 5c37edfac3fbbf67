import { AppError } from '@outreach/shared/errors';
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
