import {
  linkedInCompanyTexts,
  type TLinkedInCompaniesResponse,
} from '@outreach/shared/schemas/linkedin-companies';
import { LinkedInCompaniesEntity } from '../../data/entities/linkedin-companies.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, ActionOutcomes } from '../bot/types.ts';
import { type AccountListSync, refreshAccountList } from './refresh-account-list.ts';

type Row = { companies?: { entityUrn: string; name: string; url: string }[]; refreshedAt?: number };

/** The stored pages in the API's shape. */
export function linkedInCompaniesView(row: Row | null | undefined): TLinkedInCompaniesResponse {
  return {
    companies: (row?.companies ?? []).map((c) => ({ entityUrn: c.entityUrn, name: c.name, url: c.url })),
    refreshedAt: row?.refreshedAt ? new Date(row.refreshedAt).toISOString() : null,
  };
}

/**
 * Stores the pages a finished `sync-companies` action read: they replace the account's list whole (a
 * page whose admin rights were taken away leaves it). Only company page URLs on linkedin.com are kept,
 * so a stored one is always a valid company campaign URL.
 */
export async function recordLinkedInCompanies(
  deps: Deps,
  acc: AccountKey,
  outcome: ActionOutcomes['sync-companies'],
): Promise<void> {
  const seen = new Set<string>();
  const companies = outcome.companies
    .filter((c) => c.entityUrn && !seen.has(c.entityUrn) && seen.add(c.entityUrn))
    .filter((c) => /^https:\/\/www\.linkedin\.com\/company\/[^/?#]+\/$/.test(c.url))
    .slice(0, 200)
    .map((c) => ({
      entityUrn: c.entityUrn.slice(0, 100),
      name: c.name.slice(0, 200),
      url: c.url.slice(0, 500),
    }));
  await LinkedInCompaniesEntity.upsert({
    teamId: acc.teamId,
    userId: acc.userId,
    companies,
    refreshedAt: deps.clock.now(),
  }).go();
}

const sync: AccountListSync<'sync-companies'> = {
  type: 'sync-companies',
  texts: linkedInCompanyTexts,
  currentActionId: async (acc) => (await LinkedInCompaniesEntity.get(acc).go()).data?.actionId,
  markRequested: async (acc, actionId, requestedAt) => {
    await LinkedInCompaniesEntity.upsert({ ...acc, actionId, requestedAt }).go();
  },
};

/** GET /linked-in/companies: the pages the caller's LinkedIn account administers, as last refreshed. */
export async function listLinkedInCompanies(_deps: Deps, acc: AccountKey) {
  return linkedInCompaniesView((await LinkedInCompaniesEntity.get(acc).go()).data);
}

/** POST /linked-in/companies/refresh: the bot reads the pages the account manages. */
export async function refreshLinkedInCompanies(deps: Deps, acc: AccountKey, answerBy?: number) {
  await refreshAccountList(deps, acc, sync, answerBy);
  const row = (await LinkedInCompaniesEntity.get(acc).go()).data;
  return { ...linkedInCompaniesView(row), message: linkedInCompanyTexts.refreshed };
}
