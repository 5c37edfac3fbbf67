import type { TSavedSearchesResponse } from '@outreach/shared/schemas/saved-searches';
import { api } from '../../api/apiClient.ts';

/** The account's Sales Navigator saved searches (GET /users/saved-searches, PATCH /users/refresh-saved-searches). */
export const savedSearchesKey = '/users/saved-searches';

export const savedSearchesApi = {
  refresh: () => api.patch<TSavedSearchesResponse & { message: string }>('/users/refresh-saved-searches'),
};
