import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { productMailerForUser } from '../mail/product-mailer.ts';
import { verificationMail } from '../mail/templates.ts';
import { hit } from '../security/throttle.ts';
import { issueToken } from './one-time-tokens.ts';

export async function sendVerificationMail(deps: Deps, userId: string): Promise<void> {
  const user = (await UserEntity.get({ userId }).go()).data;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const token = await issueToken(deps, 'verify-email', userId);
  const mail = await productMailerForUser(deps, user);
  await mail.send({ to: user.email, ...verificationMail(mail.brand, user.firstName, token) });
}

/** Resend from the verify page: at most 5 a hour, and nothing to send once verified. */
export async function resendVerificationLink(deps: Deps, userId: string) {
  const user = (await UserEntity.get({ userId }).go()).data;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.isEmailVerified) return { status: 'resend_link_invalid' as const };
  await hit(
    deps,
    [{ key: `verify:${userId}`, limit: 5, windowSeconds: 3600 }],
    'Too many verification emails. Please try again later.',
  );
  await sendVerificationMail(deps, userId);
  return { status: 'resend_link_success' as const };
}
