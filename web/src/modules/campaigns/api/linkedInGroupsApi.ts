import type { TLinkedInGroupsResponse } from '@outreach/shared/schemas/linkedin-groups';
import { api } from '../../api/apiClient.ts';

/** The account's LinkedIn groups (GET /linked-in/groups, POST /linked-in/groups/refresh). */
export const linkedInGroupsKey = '/linked-in/groups';

export const linkedInGroupsApi = {
  refresh: () => api.post<TLinkedInGroupsResponse & { message: string }>(`${linkedInGroupsKey}/refresh`),
};
