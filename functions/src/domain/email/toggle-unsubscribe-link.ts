import type { Deps } from '../../ports/deps.ts';

/** Whether campaign emails carry the unsubscribe link: on unless the user turned it off (ours). */
export async function includesUnsubscribeLink(deps: Deps, key: { teamId: string; userId: string }) {
  const prefs = (await deps.db.entities.mailPreferences.get(key).go()).data;
  return prefs?.includeUnsubscribeEmailLink !== false;
}

/** PATCH /users/me/toggle-unsubscribe-link: flips whether campaign emails carry the unsubscribe link. */
export async function toggleUnsubscribeLink(deps: Deps, key: { teamId: string; userId: string }) {
  const next = !(await includesUnsubscribeLink(deps, key));
  await deps.db.entities.mailPreferences
    .upsert({ ...key, includeUnsubscribeEmailLink: next, updatedAt: deps.clock.now() })
    .go();
  return { includeUnsubscribeEmailLink: next };
}
