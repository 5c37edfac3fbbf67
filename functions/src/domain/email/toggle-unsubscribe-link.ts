import { MailPreferencesEntity } from '../../data/entities/mail-preferences.ts';
import type { Deps } from '../../ports/deps.ts';

/** Whether campaign emails carry the unsubscribe link: on unless the user turned it off (ours). */
export async function includesUnsubscribeLink(_deps: Deps, key: { teamId: string; userId: string }) {
  const prefs = (await MailPreferencesEntity.get(key).go()).data;
  return prefs?.includeUnsubscribeEmailLink !== false;
}

/** PATCH /users/me/toggle-unsubscribe-link: flips whether campaign emails carry the unsubscribe link. */
export async function toggleUnsubscribeLink(deps: Deps, key: { teamId: string; userId: string }) {
  const next = !(await includesUnsubscribeLink(deps, key));
  await MailPreferencesEntity.upsert({
    ...key,
    includeUnsubscribeEmailLink: next,
    updatedAt: deps.clock.now(),
  }).go();
  return { includeUnsubscribeEmailLink: next };
}
