import { createAccount, findUserByEmail } from '@outreach/functions/domain/auth/create-account';
import { hashPassword } from '@outreach/functions/domain/auth/password-hash';
import type { Deps } from '@outreach/functions/lib/deps';

export const DEMO_USER = {
  email: 'demo@outreach.local',
  password: 'Demo123!',
  firstName: 'Dana',
  lastName: 'Demo',
};

/** First start: a demo owner of a team on a trial, verified and past the walkthrough. Idempotent. */
export async function seedDemo(deps: Deps): Promise<void> {
  if (await findUserByEmail(deps, DEMO_USER.email)) return;
  const { userId } = await createAccount(deps, {
    email: DEMO_USER.email,
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    passwordHash: await hashPassword(DEMO_USER.password),
    provider: 'password',
    isEmailVerified: true,
    timezone: 'Europe/Berlin',
  });
  await deps.db.entities.user.patch({ userId }).set({ isWalkthroughCompleted: true }).go();
}
