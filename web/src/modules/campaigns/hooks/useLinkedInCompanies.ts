import type { TLinkedInCompaniesResponse } from '@outreach/shared/schemas/linkedin-companies';
import { linkedInCompaniesApi, linkedInCompaniesKey } from '../api/linkedInCompaniesApi.ts';
import { useRefreshableList } from './useRefreshableList.ts';

/** The company pages the account administers as last read, and a refresh that asks the bot to read them again. */
export function useLinkedInCompanies(enabled: boolean) {
  const { data, ...rest } = useRefreshableList<TLinkedInCompaniesResponse>(
    linkedInCompaniesKey,
    enabled,
    linkedInCompaniesApi.refresh,
  );
  return { companies: data?.companies ?? [], ...rest };
}
