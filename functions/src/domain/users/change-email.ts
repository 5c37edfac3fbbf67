import { AppError } from '@outreach/shared/errors';
import { profileMessages } from '@outreach/shared/schemas/profile';
import { UserEntity } from '../../data/entities/user.ts';
import { UserEmailEntity } from '../../data/entities/user-email.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { issueToken } from '../auth/one-time-tokens.ts';
import { productMailerForUser } from '../mail/product-mailer.ts';
import { hit } from '../security/throttle.ts';
import { NOT_WHILE_IMPERSONATING } from '../teams/accept-invite.ts';
import { emailChangeMail } from './email-change-mail.ts';

/**
 * PATCH /users/change-email {email}: mails a confirmation link to the new address; the account keeps
 * its current address until the link is opened (POST /users/confirm-email-change). At most 5 an hour.
 */
export async function changeEmail(deps: Deps, auth: AuthContext, email: string) {
  if (auth.userId !== auth.realUserId) throw new AppError('FORBIDDEN', NOT_WHILE_IMPERSONATING);
  const user = (await UserEntity.get({ userId: auth.userId }).go()).data;
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (user.email === email) throw new AppError('BAD_REQUEST', profileMessages.sameEmail);
  if ((await UserEmailEntity.get({ email }).go()).data)
    throw new AppError('BAD_REQUEST', profileMessages.emailTaken);
  await hit(
    deps,
    [{ key: `change-email:${user.userId}`, limit: 5, windowSeconds: 3600 }],
    'Too many email changes. Please try again later.',
  );
  const token = await issueToken(deps, 'change-email', user.userId, { email });
  await UserEntity.patch({ userId: user.userId })
    .set({ pendingEmail: email, updatedAt: deps.clock.now() })
    .go();
  const mail = await productMailerForUser(deps, user);
  await mail.send({ to: email, ...emailChangeMail(mail.brand, user.firstName, email, token) });
  return { pendingEmail: email };
}
