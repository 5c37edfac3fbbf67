import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, BotErrorCode, LoginStatus } from '../bot/types.ts';
import { isNotificationEnabled } from './notification-settings.ts';
import { notify } from './notify.ts';

export const LINKEDIN_DISCONNECTED_MESSAGE =
  'Your LinkedIn account got disconnected. Please reconnect it to keep your campaigns running.';

/** A login that was valid and is now refused (invalid or restricted): the account got disconnected. */
export function isDisconnect(
  wasValid: boolean | undefined,
  s: { status?: LoginStatus; errorCode?: BotErrorCode },
): boolean {
  return wasValid === true && (s.status === 'LOGGED_IN_INVALID' || s.errorCode === 'RESTRICTED');
}

/** Tells the account's owner, with a 'Connect LinkedIn' link in the drawer (type linkedin-disconnected). */
export async function notifyLinkedInDisconnected(deps: Deps, acc: AccountKey): Promise<void> {
  if (!(await isNotificationEnabled(deps, acc.userId, 'isLinkedinDisconnectedEnabled'))) return;
  await notify(deps, {
    userId: acc.userId,
    teamId: acc.teamId,
    type: 'linkedin-disconnected',
    level: 'error',
    target: 'user',
    message: LINKEDIN_DISCONNECTED_MESSAGE,
  });
}
