import type { TAutoWithdraw } from '@outreach/shared/schemas/profile';
import type { Deps } from '../../ports/deps.ts';

/** PATCH /users/edit-auto-withdraw: stored for the bot, which withdraws invitations pending longer. */
export async function editAutoWithdraw(deps: Deps, userId: string, autoWithdraw: TAutoWithdraw) {
  await deps.db.entities.userSettings.upsert({ userId, autoWithdraw, updatedAt: deps.clock.now() }).go();
  return { autoWithdraw };
}
