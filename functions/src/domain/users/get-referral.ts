import { UserEntity } from '../../data/entities/user.ts';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';

/** A referral code is the referrer's user id (a ULID). */
const REFERRAL_CODE = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** GET /users/me/referral: the code and sign-up link to share, and how many signed up through it. */
export async function getReferral(deps: Deps, userId: string) {
  const s = (await UserSettingsEntity.get({ userId }).go()).data;
  return {
    referralCode: userId,
    referralLink: `${deps.env.appUrl}/auth/signup?ref=${userId}`,
    referredCount: s?.referredCount ?? 0,
  };
}

/** Counts a sign-up that carried a referral code; an unknown code is ignored. */
export async function countReferral(deps: Deps, code: unknown) {
  if (typeof code !== 'string' || !REFERRAL_CODE.test(code)) return;
  const referrer = (await UserEntity.get({ userId: code }).go()).data;
  if (!referrer) return;
  await UserSettingsEntity.update({ userId: code })
    .add({ referredCount: 1 })
    .set({ updatedAt: deps.clock.now() })
    .go();
}
