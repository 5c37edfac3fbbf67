import { AppError } from '@outreach/shared/errors';
import { FacebookAccountEntity } from '../../data/entities/facebook-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { MetaApiError } from '../../ports/meta-graph.ts';
import {
  type FacebookKey,
  type FacebookSecret,
  facebookLoginUrl,
  facebookMessages,
  facebookSecretContext,
  facebookView,
  getFacebookAccount,
  pagesView,
} from './facebook-account-view.ts';

/**
 * Reads who the long-lived token belongs to and their pages (with page tokens and Instagram accounts)
 * and stores them, tokens encrypted. Choices of pages that are gone are dropped. A refused token
 * answers `unauthorizedMessage`.
 */
export async function storeFacebookLogin(
  deps: Deps,
  key: FacebookKey,
  login: { userToken: string; expiresAt: number },
  unauthorizedMessage: string,
) {
  const meta = deps.meta;
  if (!meta) throw new AppError('SERVICE_UNAVAILABLE', facebookMessages.notConfigured);
  let profile: Awaited<ReturnType<typeof meta.me>>;
  let pages: Awaited<ReturnType<typeof meta.pages>>;
  try {
    profile = await meta.me(login.userToken);
    pages = await meta.pages(login.userToken);
  } catch (err) {
    if (err instanceof MetaApiError && err.kind !== 'unavailable')
      throw new AppError('BAD_REQUEST', unauthorizedMessage);
    throw new AppError('SERVICE_UNAVAILABLE', facebookMessages.unavailable);
  }
  const now = deps.clock.now();
  const existing = await getFacebookAccount(deps, key);
  const secretEnc = await deps.secrets.encrypt(
    JSON.stringify({
      userToken: login.userToken,
      pageTokens: Object.fromEntries(pages.map((p) => [p.id, p.accessToken])),
    } satisfies FacebookSecret),
    facebookSecretContext(key),
  );
  const pageIds = new Set(pages.map((p) => p.id));
  const igIds = new Set(pages.flatMap((p) => (p.ig ? [p.ig.id] : [])));
  // The same Facebook person keeps their choices; another person starts with none.
  const same = existing?.fbUserId === profile.id;
  const row = {
    ...key,
    fbUserId: profile.id,
    name: profile.name.slice(0, 200),
    email: profile.email?.slice(0, 320),
    pictureUrl: profile.pictureUrl,
    pages: pagesView(pages),
    pagesChecked: same ? (existing?.pagesChecked ?? []).filter((id) => pageIds.has(id)) : [],
    igAccountsChecked: same ? (existing?.igAccountsChecked ?? []).filter((id) => igIds.has(id)) : [],
    secretEnc,
    expiresAt: login.expiresAt,
    unauthorized: false,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  await FacebookAccountEntity.put(row).go();
  return facebookView(row, await facebookLoginUrl(deps));
}
