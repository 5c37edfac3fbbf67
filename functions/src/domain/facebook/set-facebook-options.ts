import { AppError } from '@outreach/shared/errors';
import type { TFacebookOptions, TFacebookPage } from '@outreach/shared/schemas/facebook';
import { FacebookAccountEntity } from '../../data/entities/facebook-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { type FacebookKey, facebookMessages, getFacebookAccount } from './facebook-account-view.ts';

/** GET /facebook/options: the pages and Instagram accounts chosen for posts. */
export async function getFacebookOptions(deps: Deps, key: FacebookKey): Promise<TFacebookOptions> {
  const row = await getFacebookAccount(deps, key);
  return { pages_checked: row?.pagesChecked ?? [], ig_accounts_checked: row?.igAccountsChecked ?? [] };
}

/**
 * POST /facebook/options (the tab's Save): the pages and Instagram accounts posts go to. Only ids of
 * the stored login's own pages and Instagram accounts are accepted; nothing is written otherwise.
 */
export async function setFacebookOptions(
  deps: Deps,
  key: FacebookKey,
  options: TFacebookOptions,
): Promise<TFacebookOptions> {
  const row = await getFacebookAccount(deps, key);
  if (!row) throw new AppError('BAD_REQUEST', facebookMessages.notConnected);
  const pages = row.pages as TFacebookPage[];
  const pageIds = new Set(pages.map((p) => p.id));
  const igIds = new Set(pages.flatMap((p) => (p.ig ? [p.ig.id] : [])));
  const pagesChecked = [...new Set(options.pages_checked)];
  const igChecked = [...new Set(options.ig_accounts_checked)];
  if (pagesChecked.some((id) => !pageIds.has(id)) || igChecked.some((id) => !igIds.has(id)))
    throw new AppError('BAD_REQUEST', facebookMessages.unknownSelection);
  await FacebookAccountEntity.patch(key)
    .set({ pagesChecked, igAccountsChecked: igChecked, updatedAt: deps.clock.now() })
    .go();
  return { pages_checked: pagesChecked, ig_accounts_checked: igChecked };
}
