import { FacebookAccountEntity } from '../../data/entities/facebook-account.ts';
import type { Deps } from '../../ports/deps.ts';
import {
  type FacebookKey,
  type FacebookSecret,
  facebookSecretContext,
  getFacebookAccount,
} from './facebook-account-view.ts';

/**
 * POST /facebook/clear-login: forgets the Facebook login and its tokens, after asking Facebook to
 * remove the app's permissions (best effort: the tokens are gone from our side either way).
 */
export async function clearFacebookLogin(deps: Deps, key: FacebookKey) {
  const row = await getFacebookAccount(deps, key);
  if (row && deps.meta && !row.unauthorized) {
    const raw = await deps.secrets.decrypt(row.secretEnc, facebookSecretContext(key)).catch(() => null);
    const userToken = raw ? (JSON.parse(raw) as FacebookSecret).userToken : undefined;
    if (userToken) await deps.meta.revoke(userToken).catch(() => {});
  }
  await FacebookAccountEntity.delete(key).go();
  return { success: true };
}
