import { AppError } from '@outreach/shared/errors';
import type { TSignInRequest } from '@outreach/shared/schemas/auth';
import type { Deps } from '../../lib/deps.ts';
import { hit, signInRules, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { findUserByEmail } from './create-account.ts';
import { verifyPassword } from './password-hash.ts';
import { openSession } from './sessions.ts';

/** Spec 1 §8 sign-in errors, word for word. */
export const signInMessages = {
  differentMethod: 'User registered with a different authentication method. Please try again',
  wrongPassword:
    'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
  unknownUser: "User doesn't exists. Please click here to create a new account",
} as const;

export async function signIn(deps: Deps, input: TSignInRequest, meta: { ip: string; userAgent: string }) {
  await hit(deps, signInRules(input.email, meta.ip), THROTTLE_MESSAGE);
  const user = await findUserByEmail(deps, input.email);
  if (!user) throw new AppError('NOT_FOUND', signInMessages.unknownUser);
  if (!user.passwordHash) throw new AppError('BAD_REQUEST', signInMessages.differentMethod);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('UNAUTHORIZED', signInMessages.wrongPassword);
  }
  return openSession(deps, user.userId, meta);
}
