import type { Deps } from '../../ports/deps.ts';
import { productMailerForUser } from '../mail/product-mailer.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { hit } from '../security/throttle.ts';
import { findUserByEmail } from './create-account.ts';
import { issueToken } from './one-time-tokens.ts';

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
    const mail = await productMailerForUser(deps, user);
    await mail.send({ to: user.email, ...resetPasswordMail(mail.brand, user.firstName, token) });
  }
  return { message: 'If an account exists for this email, we sent a link to reset the password.' };
}
