import type { TGroupItem, TGroupResponse, TGroupsResponse } from '@outreach/shared/schemas/groups';
import { api } from '../../api/apiClient.ts';

/** The SWR keys of the groups lists; every group change refreshes keys under `/groups`. */
export const groupsKeys = {
  all: '/groups/all',
  candidates: (groupId: string, search: string) =>
    `/groups/${groupId}/candidates?${new URLSearchParams({ perPage: '20', ...(search ? { search } : {}) })}`,
  page: (page: number, perPage: number, searchName: string) =>
    `/groups?${new URLSearchParams({ page: String(page), perPage: String(perPage), ...(searchName ? { searchName } : {}) })}`,
};

export type AllGroups = { groups: TGroupItem[] };
export type GroupsPage = TGroupsResponse;

export const groupsApi = {
  create: (name: string) => api.post<TGroupResponse>('/groups', { name }),
  rename: (id: string, name: string) => api.patch<TGroupResponse>(`/groups/${id}`, { name }),
  remove: (id: string) => api.delete<{ ok: true }>(`/groups/${id}`),
  addMember: (id: string, memberId: string) =>
    api.post<{ memberId: string; groupId: string | null }>(`/groups/${id}/members/${memberId}`),
  removeMember: (id: string, memberId: string) =>
    api.delete<{ memberId: string; groupId: string | null }>(`/groups/${id}/members/${memberId}`),
};
