import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { MetaApiError } from '../../ports/meta-graph.ts';
import { type FacebookKey, facebookMessages, requireMeta } from './facebook-account-view.ts';
import { storeFacebookLogin } from './store-facebook-login.ts';

/**
 * POST /facebook/exchange-access-token: trades the short-lived token Facebook Login gave the browser
 * for a long-lived one (the app secret stays on the server), then reads the person and their pages
 * and stores them. A token Facebook refuses is a 400: the tab logs out of Facebook and clears the login.
 */
export async function exchangeFacebookToken(deps: Deps, key: FacebookKey, accessToken: string) {
  const meta = requireMeta(deps);
  let long: Awaited<ReturnType<typeof meta.exchangeToken>>;
  try {
    long = await meta.exchangeToken(accessToken);
  } catch (err) {
    if (err instanceof MetaApiError && err.kind !== 'unavailable')
      throw new AppError('BAD_REQUEST', facebookMessages.loginFailed);
    throw new AppError('SERVICE_UNAVAILABLE', facebookMessages.unavailable);
  }
  return storeFacebookLogin(
    deps,
    key,
    { userToken: long.accessToken, expiresAt: deps.clock.now() + long.expiresIn * 1000 },
    facebookMessages.loginFailed,
  );
}
