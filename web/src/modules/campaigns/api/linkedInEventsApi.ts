import type { TLinkedInEventsResponse } from '@outreach/shared/schemas/linkedin-events';
import { api } from '../../api/apiClient.ts';

/** The account's LinkedIn events (GET /linked-in/events, POST /linked-in/events/refresh). */
export const linkedInEventsKey = '/linked-in/events';

export const linkedInEventsApi = {
  refresh: () => api.post<TLinkedInEventsResponse & { message: string }>(`${linkedInEventsKey}/refresh`),
};
