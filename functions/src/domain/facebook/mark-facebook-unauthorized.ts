import { FacebookAccountEntity } from '../../data/entities/facebook-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { notify } from '../notifications/notify.ts';
import { type FacebookKey, facebookMessages } from './facebook-account-view.ts';

/**
 * Facebook refused the stored login (expired, or the app was removed): sets the unauthorized flag
 * once (conditional write) and tells the user, so the tab and the banner ask to reconnect.
 */
export async function markFacebookUnauthorized(deps: Deps, key: FacebookKey): Promise<void> {
  try {
    await FacebookAccountEntity.patch(key)
      .set({ unauthorized: true, updatedAt: deps.clock.now() })
      .where((a, op) => op.eq(a.unauthorized, false))
      .go();
  } catch {
    return;
  }
  await notify(deps, {
    ...key,
    type: 'facebook-integration-error',
    level: 'error',
    target: 'user',
    message: facebookMessages.unauthorized,
  });
}
