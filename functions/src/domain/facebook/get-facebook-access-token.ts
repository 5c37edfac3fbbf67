import type { Deps } from '../../ports/deps.ts';
import { type FacebookKey, getFacebookAccount } from './facebook-account-view.ts';

/**
 * GET /facebook/access-token: whether a usable long-lived token is stored, and until when. The token
 * never leaves the server: publishing and page reads happen here, so the browser has no use for it.
 */
export async function getFacebookAccessToken(deps: Deps, key: FacebookKey) {
  const row = await getFacebookAccount(deps, key);
  const usable = Boolean(row && !row.unauthorized && row.expiresAt > deps.clock.now());
  return { hasAccessToken: usable, expiresAt: row ? row.expiresAt : null };
}
