import { AppError } from '@outreach/shared/errors';
import { savedSearchTexts, type TSavedSearchesResponse } from '@outreach/shared/schemas/saved-searches';
import { SavedSearchesEntity } from '../../data/entities/saved-searches.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, ActionOutcomes } from '../bot/types.ts';
import { type AccountListSync, refreshAccountList } from './refresh-account-list.ts';

type Row = { searches?: { id: string; name: string; url: string }[]; refreshedAt?: number };

/** The stored saved searches in the API's shape. */
export function savedSearchesView(row: Row | null | undefined): TSavedSearchesResponse {
  return {
    savedSearches: (row?.searches ?? []).map((s) => ({ id: s.id, name: s.name, url: s.url })),
    refreshedAt: row?.refreshedAt ? new Date(row.refreshedAt).toISOString() : null,
  };
}

/**
 * Stores the saved searches a finished `sync-saved-searches` action read: they replace the account's
 * list whole (a search deleted in Sales Navigator leaves it; none at all without Sales Navigator).
 * Only Sales Navigator URLs on linkedin.com are kept, so a stored one is always a valid campaign URL.
 */
export async function recordSavedSearches(
  deps: Deps,
  acc: AccountKey,
  outcome: ActionOutcomes['sync-saved-searches'],
): Promise<void> {
  const seen = new Set<string>();
  const searches = outcome.searches
    .filter((s) => s.id && !seen.has(s.id) && seen.add(s.id))
    .filter((s) => /^https:\/\/www\.linkedin\.com\/sales\/search\/people\?/.test(s.url))
    .slice(0, 200)
    .map((s) => ({ id: s.id.slice(0, 64), name: s.name.slice(0, 200), url: s.url.slice(0, 500) }));
  await SavedSearchesEntity.upsert({
    teamId: acc.teamId,
    userId: acc.userId,
    searches,
    refreshedAt: deps.clock.now(),
  }).go();
}

const sync: AccountListSync<'sync-saved-searches'> = {
  type: 'sync-saved-searches',
  texts: savedSearchTexts,
  currentActionId: async (acc) => (await SavedSearchesEntity.get(acc).go()).data?.actionId,
  markRequested: async (acc, actionId, requestedAt) => {
    await SavedSearchesEntity.upsert({ ...acc, actionId, requestedAt }).go();
  },
};

/** GET /users/saved-searches: the caller's LinkedIn account's saved searches as last refreshed. */
export async function listSavedSearches(_deps: Deps, acc: AccountKey) {
  return savedSearchesView((await SavedSearchesEntity.get(acc).go()).data);
}

/** PATCH /users/refresh-saved-searches: the bot reads Sales Navigator's saved searches. */
export async function refreshSavedSearches(deps: Deps, acc: AccountKey, answerBy?: number) {
  const outcome = await refreshAccountList(deps, acc, sync, answerBy);
  if (outcome?.missingProduct) throw new AppError('BAD_REQUEST', savedSearchTexts.noSalesNavigator);
  const row = (await SavedSearchesEntity.get(acc).go()).data;
  return { ...savedSearchesView(row), message: savedSearchTexts.refreshed };
}
