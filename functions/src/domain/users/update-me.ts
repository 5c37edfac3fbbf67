import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { getMe } from './get-me.ts';

export async function completeWalkthrough(deps: Deps, userId: string) {
  await UserEntity.patch({ userId }).set({ isWalkthroughCompleted: true, updatedAt: deps.clock.now() }).go();
  return getMe(deps, userId);
}

export async function setLanguage(deps: Deps, userId: string, language: string) {
  await UserEntity.patch({ userId }).set({ language, updatedAt: deps.clock.now() }).go();
  return { language };
}

/** GET /users/me/real: who is really behind an impersonated session (null when not impersonating). */
export async function getRealUser(_deps: Deps, auth: { userId: string; realUserId: string }) {
  if (auth.userId === auth.realUserId) return null;
  const real = (await UserEntity.get({ userId: auth.realUserId }).go()).data;
  if (!real) return null;
  return {
    id: real.userId,
    isAdminImpersonate: real.isAlfredAdmin ?? false,
    redirectLink: real.isAlfredAdmin ? '/team/manage-team' : null,
    isAlfredAdmin: real.isAlfredAdmin ?? false,
    name: `${real.firstName} ${real.lastName}`.trim(),
    profilePictureUrl: real.profilePictureUrl ?? null,
    needToLogout: real.needToLogout ?? false,
  };
}
