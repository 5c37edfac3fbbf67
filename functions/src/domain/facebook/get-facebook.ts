import type { Deps } from '../../ports/deps.ts';
import {
  type FacebookKey,
  facebookLoginUrl,
  facebookView,
  getFacebookAccount,
} from './facebook-account-view.ts';

/** GET /facebook: the stored Facebook data (no token) and the Facebook Login URL. */
export async function getFacebook(deps: Deps, key: FacebookKey) {
  return facebookView(await getFacebookAccount(deps, key), await facebookLoginUrl(deps));
}
