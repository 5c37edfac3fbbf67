import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../lib/deps.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { hit } from '../security/throttle.ts';
import { findUserByEmail } from './create-account.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { hashPassword } from './password-hash.ts';
import { revokeAllSessions } from './sessions.ts';

/** Always answers the same, so the form cannot be used to learn who has an account. */
export async function forgotPassword(deps: Deps, email: string, ip: string) {
  await hit(
    deps,
    [
      { key: `forgot:email:${email}`, limit: 5, windowSeconds: 3600 },
      { key: `forgot:ip:${ip}`, limit: 30, windowSeconds: 3600 },
    ],
    'Too many attempts. Please wait a few minutes and try again.',
  );
  const user = await findUserByEmail(deps, email);
  if (user) {
    const token = await issueToken(deps, 'reset-password', user.userId);
    await deps.mailer.send({ to: user.email, ...resetPasswordMail(deps.env.appUrl, user.firstName, token) });
  }
  return { message: 'If an account exists for this email, we sent a link to reset the password.' };
}

export async function setNewPassword(deps: Deps, token: string, password: string) {
  const check = await consumeToken(deps, 'reset-password', token);
  if (check.status === 'expired')
    throw new AppError('BAD_REQUEST', 'This link has expired. Please request a new one.');
  if (check.status !== 'live' || !check.userId)
    throw new AppError('BAD_REQUEST', 'This link is not valid. Please request a new one.');
  await deps.db.entities.user
    .patch({ userId: check.userId })
    .set({ passwordHash: await hashPassword(password), isEmailVerified: true, updatedAt: deps.clock.now() })
    .go();
  // Whoever knew the old password is signed out everywhere.
  await revokeAllSessions(deps, check.userId);
  return { message: 'Password updated successfully' };
}
