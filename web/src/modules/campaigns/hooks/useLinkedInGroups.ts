import type { TLinkedInGroupsResponse } from '@outreach/shared/schemas/linkedin-groups';
import { linkedInGroupsApi, linkedInGroupsKey } from '../api/linkedInGroupsApi.ts';
import { useRefreshableList } from './useRefreshableList.ts';

/** The account's LinkedIn groups as last read, and a refresh that asks the bot to read them again. */
export function useLinkedInGroups(enabled: boolean) {
  const { data, ...rest } = useRefreshableList<TLinkedInGroupsResponse>(
    linkedInGroupsKey,
    enabled,
    linkedInGroupsApi.refresh,
  );
  return { groups: data?.groups ?? [], ...rest };
}
