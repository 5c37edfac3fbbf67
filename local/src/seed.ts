import { createAccount, findUserByEmail } from '@outreach/functions/domain/auth/create-account';
import { hashPassword } from '@outreach/functions/domain/auth/password-hash';
import type { Deps } from '@outreach/functions/ports/deps';
import { seedOutreach } from './seed-outreach.ts';

export const DEMO_USER = {
  email: 'demo@outreach.local',
  password: 'Demo123!',
  firstName: 'Dana',
  lastName: 'Demo',
};

/** First start: a demo owner of a team on a trial, verified and past the walkthrough. Idempotent. */
export async function seedDemo(deps: Deps): Promise<void> {
  const existing = await findUserByEmail(deps, DEMO_USER.email);
  let userId = existing?.userId;
  if (!existing) {
    ({ userId } = await createAccount(deps, {
      email: DEMO_USER.email,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      passwordHash: await hashPassword(DEMO_USER.password),
      provider: 'password',
      isEmailVerified: true,
      timezone: 'Europe/Berlin',
    }));
    await deps.db.entities.user.patch({ userId: userId! }).set({ isWalkthroughCompleted: true }).go();
  }
  const teamId =
    existing?.lastTeamId ?? (await deps.db.entities.user.get({ userId: userId! }).go()).data?.lastTeamId;
  if (teamId) await seedOutreach(deps, { teamId, userId: userId! });
}
