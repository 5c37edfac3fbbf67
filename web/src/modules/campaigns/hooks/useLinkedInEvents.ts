import type { TLinkedInEventsResponse } from '@outreach/shared/schemas/linkedin-events';
import { linkedInEventsApi, linkedInEventsKey } from '../api/linkedInEventsApi.ts';
import { useRefreshableList } from './useRefreshableList.ts';

/** The account's LinkedIn events as last read, and a refresh that asks the bot to read them again. */
export function useLinkedInEvents(enabled: boolean) {
  const { data, ...rest } = useRefreshableList<TLinkedInEventsResponse>(
    linkedInEventsKey,
    enabled,
    linkedInEventsApi.refresh,
  );
  return { events: data?.events ?? [], ...rest };
}
