import { AppError } from '@outreach/shared/errors';
import type { TAutoWithdraw } from '@outreach/shared/schemas/profile';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';
import { requestInvitesSync } from '../invitations/request-invites-sync.ts';

/**
 * PATCH /users/edit-auto-withdraw: stored for the bot, which withdraws invitations pending longer.
 * Turning it on starts the account's invitation syncs (each sync ends with the withdrawals due).
 */
export async function editAutoWithdraw(
  deps: Deps,
  acc: { teamId: string; userId: string },
  autoWithdraw: TAutoWithdraw,
) {
  await UserSettingsEntity.upsert({ userId: acc.userId, autoWithdraw, updatedAt: deps.clock.now() }).go();
  if (autoWithdraw.isEnabled) {
    try {
      await requestInvitesSync(deps, acc);
    } catch (e) {
      // No signed-in LinkedIn account yet: its first invitations visit or sync starts them.
      if (!(e instanceof AppError)) throw e;
    }
  }
  return { autoWithdraw };
}
