import { AppError } from '@outreach/shared/errors';
import type { TSignInRequest } from '@outreach/shared/schemas/auth';
import type { Deps } from '../../ports/deps.ts';
import { hit, signInRules, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { findUserByEmail } from './create-account.ts';
import { verifyPassword } from './password-hash.ts';
import { openSession } from './sessions.ts';
import { signInMessages } from './sign-in-messages.ts';

export { signInMessages };

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
