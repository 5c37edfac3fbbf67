import type { TSignUpRequest } from '@outreach/shared/schemas/auth';
import type { Deps } from '../../ports/deps.ts';
import { hit, signUpRules, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { createAccount } from './create-account.ts';
import { hashPassword } from './password-hash.ts';
import { sendVerificationMail } from './send-verification-link.ts';
import { openSession } from './sessions.ts';

export async function signUp(deps: Deps, input: TSignUpRequest, meta: { ip: string; userAgent: string }) {
  await hit(deps, signUpRules(meta.ip), THROTTLE_MESSAGE);
  const { email, password, firstName, lastName, timezone, ...tracking } = input;
  const { userId } = await createAccount(deps, {
    email,
    firstName,
    lastName,
    timezone,
    passwordHash: await hashPassword(password),
    provider: 'password',
    tracking,
  });
  await sendVerificationMail(deps, userId);
  return openSession(deps, userId, meta);
}
