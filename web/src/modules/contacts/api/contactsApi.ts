import type { LeadEditColumn } from '@outreach/shared/schemas/leads';
import { api } from '../../api/apiClient.ts';
import type { Person } from '../../campaigns/api/campaignsApi.ts';

/** A tag (spec 3 §3). */
export interface Tag {
  id: number;
  snId: number | null;
  tag: string;
  color: string;
  leadsCount: number;
  connectionsCount: number;
}
export interface TagChip {
  id: number;
  tag: string;
  color: string;
}

/** A row of GET /leads: a campaign lead with its campaign and tags. */
export interface CrmLead {
  id: string;
  entityUrn: string;
  status: string;
  isExcluded: boolean;
  isReturnToCampaign: boolean;
  actionDescription: string | null;
  lastActionAt: string | null;
  createdAt: string;
  updatedAt: string;
  connectedAt: string | null;
  repliedAt: string | null;
  customData: Record<string, unknown> | null;
  campaignId: string;
  campaignName: string | null;
  isCampaignRemoved: boolean;
  tags: TagChip[];
  person: Person;
}
export interface CrmLeadPage {
  total: number | null;
  leads: CrmLead[];
  nextCursor: string | null;
}
/** GET /leads/{id}: lead info (spec 3 §3). */
export interface LeadInfo {
  lead: CrmLead;
  person: Person;
  /** Columns the user edited: each can be reset to what LinkedIn showed. */
  editedColumns: LeadEditColumn[];
  tags: TagChip[];
  userNetwork: {
    degree: number | null;
    notes: string | null;
    isExcluded: boolean;
    conversationId: string | null;
  };
  campaigns: CrmLead[];
}
export interface LeadAction {
  id: string;
  description: string;
  message: string | null;
  createdAt: string;
  campaignName: string | null;
}

export const contactKeys = {
  tags: (q: string) => `/tags?${q}`,
  allTags: '/tags/all',
  leads: (q: string) => `/leads?${q}`,
  lead: (id: string) => `/leads/${encodeURIComponent(id)}`,
  leadActions: (id: string, campaignId: string) =>
    `/leads/${encodeURIComponent(id)}/campaign/${encodeURIComponent(campaignId)}/actions`,
};

export const contactsApi = {
  createTag: (tag: string, color?: string) => api.post<Tag>('/tags', { tag, color }),
  updateTag: (id: number, tag: string, color?: string) => api.patch<Tag>(`/tags/${id}`, { id, tag, color }),
  deleteTag: (id: number) => api.delete<unknown>(`/tags/${id}`),
  setLeadTags: (id: string, tagIds: number[]) =>
    api.put<{ tags: TagChip[] }>(`/leads/${encodeURIComponent(id)}/set-tags`, { tagIds }),
  createSetLeadTag: (id: string, tag: string) =>
    api.put<{ tags: TagChip[] }>(`/leads/${encodeURIComponent(id)}/create-set-tag`, { tag }),
  addLeadTags: (leadIds: string[], tagIds: number[]) =>
    api.post<unknown>('/leads/add-tags', { leadIds, tagIds }),
  excludeLeads: (leadIds: string[], exclude: boolean) =>
    api.post<unknown>('/leads/exclude', { leadIds, exclude }),
  setCustomData: (id: string, campaignId: string, customData: Record<string, string> | null) =>
    customData === null
      ? api.delete<unknown>(`/leads/${encodeURIComponent(id)}/campaign/${campaignId}/custom-data`)
      : api.patch<unknown>(`/leads/${encodeURIComponent(id)}/campaign/${campaignId}/custom-data`, {
          customData,
        }),
  /** PATCH /leads/{entityUrn}: the lead edit form and (1st-degree connections only) the notes. */
  updateLead: (id: string, edit: LeadEdit) => api.patch<LeadInfo>(`/leads/${encodeURIComponent(id)}`, edit),
  /** DELETE /leads/{id}/columns/{column}: the column back to what LinkedIn showed. */
  resetLeadColumn: (id: string, column: LeadEditColumn) =>
    api.delete<LeadInfo>(`/leads/${encodeURIComponent(id)}/columns/${column}`),
  /** PATCH /leads/{id}/tags: takes these tags off the person's leads. */
  removeLeadTags: (id: string, tagIds: number[]) =>
    api.patch<{ tags: TagChip[] }>(`/leads/${encodeURIComponent(id)}/tags`, { tagIds }),
  /** PATCH /leads/return-to-campaign: the people back into every campaign that ignored them. */
  returnToCampaign: (entityUrns: string[]) =>
    api.patch<{ returned: number; campaigns: number }>('/leads/return-to-campaign', { entityUrns }),
};

/** The lead edit form (spec 3 §3) plus the notes. */
export type LeadEdit = Partial<Record<LeadEditColumn, string>> & { notes?: string };

/** A row of GET /connections (spec 3 §3 connection columns). */
export interface Connection {
  entityUrn: string;
  objectUrn: string | null;
  person: Person & { industryName?: string | null };
  name: string;
  company: string | null;
  title: string | null;
  industry: string | null;
  geography: string | null;
  connectedAt: string;
  tags: TagChip[];
  notes: string | null;
  isExcluded: boolean;
}
export interface ConnectionPage {
  total: number | null;
  connections: Connection[];
  nextCursor: string | null;
}
export interface ConnectionSync {
  status: 'never' | 'running' | 'done' | 'failed';
  mode: 'full' | 'incremental' | null;
  synced: number;
  total: number | null;
  connections: number;
  finishedAt: string | null;
  lastFullSyncAt: string | null;
}

export const connectionKeys = {
  list: (q: string) => `/connections?${q}`,
  one: (urn: string) => `/connections?entityUrn=${encodeURIComponent(urn)}`,
  sync: '/connections/sync',
  actions: (urn: string) => `/connections/${encodeURIComponent(urn)}/actions?perPage=50`,
};

export const connectionsApi = {
  sync: () => api.post<ConnectionSync>('/connections/sync'),
  update: (urn: string, body: { tagIds?: number[]; isExcluded?: boolean }) =>
    api.patch<Connection>(`/connections/${encodeURIComponent(urn)}`, body),
  notes: (urn: string, notes: string) =>
    api.patch<Connection>(`/connections/${encodeURIComponent(urn)}/notes`, { notes }),
};
