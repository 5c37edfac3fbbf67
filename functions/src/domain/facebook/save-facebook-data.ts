import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import {
  type FacebookKey,
  type FacebookSecret,
  facebookMessages,
  facebookSecretContext,
  getFacebookAccount,
  requireMeta,
} from './facebook-account-view.ts';
import { markFacebookUnauthorized } from './mark-facebook-unauthorized.ts';
import { storeFacebookLogin } from './store-facebook-login.ts';

/**
 * POST /facebook/save-data: reads the person's details and pages again from Facebook with the stored
 * token and saves them (the data comes from Facebook, never from the request). A token Facebook
 * refuses marks the login unauthorized: disconnect and reconnect.
 */
export async function saveFacebookData(deps: Deps, key: FacebookKey) {
  requireMeta(deps);
  const row = await getFacebookAccount(deps, key);
  if (!row) throw new AppError('BAD_REQUEST', facebookMessages.notConnected);
  const secret = JSON.parse(
    await deps.secrets.decrypt(row.secretEnc, facebookSecretContext(key)),
  ) as FacebookSecret;
  try {
    return await storeFacebookLogin(
      deps,
      key,
      { userToken: secret.userToken, expiresAt: row.expiresAt },
      facebookMessages.unauthorized,
    );
  } catch (err) {
    if (err instanceof AppError && err.message === facebookMessages.unauthorized)
      await markFacebookUnauthorized(deps, key);
    throw err;
  }
}
