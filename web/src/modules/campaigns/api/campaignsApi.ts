import type { CampaignCategory, CampaignStatus, RunState } from '@outreach/shared/rules/outreach/campaigns';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type {
  TAddLeadSourceRequest,
  TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import { api } from '../../api/apiClient.ts';

/** GET /campaigns/{id} and the rows of GET /campaigns (spec 3 §3, spec 4). */
export interface Campaign {
  id: string;
  name: string;
  category: CampaignCategory;
  campaignType: string;
  searchUrl: string | null;
  searchParameters?: Record<string, unknown> | null;
  isSearchEnded: boolean;
  /** Searches added after its own (POST /lead-sources). */
  addedSourcesCount?: number;
  status: CampaignStatus;
  listStatus: CampaignStatus;
  runState: RunState;
  ignoredLeadsCount: number;
  /** The `{{column}}` placeholders of its CSV files. */
  csvColumns?: string[];
  touchSequence: { sequence: SequenceStep[] };
  numOfTouches: number;
  maxSearchAmount: number | null;
  leadsCount: number;
  viewedLeadsCount: number;
  requestedLeadsCount: number;
  connectedLeadsCount: number;
  messagedLeadsCount: number;
  repliesCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** The per-row report of a CSV upload (ours). */
export interface CsvReport {
  added: number;
  duplicate: number;
  invalid: number;
  rows: {
    row: number;
    status: 'added' | 'duplicate' | 'invalid';
    reason?: string;
    profileUrl?: string;
    name?: string;
  }[];
  columns: string[];
}

export interface CampaignList {
  total: number;
  campaigns: Campaign[];
  /** Opens the next page (null on the last). */
  nextCursor: string | null;
}

export type CampaignCounts = Record<CampaignStatus, number> & { total: number };

/** GET /leads/campaign/{id}/statuses (spec 4). */
export interface LeadStatuses {
  leadsCount: number;
  repliesCount: number;
  viewedLeadsCount: number;
  requestedLeadsCount: number;
  connectedLeadsCount: number;
  followedUpLeadsCount: number;
  invitesPendingCount: number;
  messagedLeadsCount: number;
  inmailedLeadsCount: number;
  /** X steps (issue #13): leads sent an X DM, and leads followed on X. */
  xMessagedLeadsCount?: number;
  xFollowedLeadsCount?: number;
}

/** GET /campaigns/{id}/progress (ours). */
export interface CampaignProgress {
  id: string;
  leadsCount: number;
  finished: number;
  inProgress: number;
  waitingPerStep: number[];
  progress: number;
}

/** GET /campaigns/{id}/activity/chart: 30 days keyed by date, counts per activity label. */
export interface ActivityChart {
  labels: string[];
  days: Record<string, { label: string; total: number; counts: Record<string, number> }>;
}

export interface Person {
  key?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  headline?: string;
  currentTitle?: string;
  currentEmployer?: string;
  location?: string;
  picture?: string | null;
  linkedInHandle?: string;
}

/** A row of GET /leads/campaign/{id} (spec 4). */
export interface CampaignLead {
  id: string;
  entityUrn: string;
  status: string;
  stage?: string;
  exclusionReason?: string | null;
  nextTouchIndex: number;
  nextDueAt: string | null;
  actionDescription: string | null;
  lastActionAt: string | null;
  createdAt: string;
  person: Person;
  /** Ours (issue #9): the member whose LinkedIn account works the lead; null until a rotated campaign settles it. */
  sender?: { id: string; name: string } | null;
}

/** GET /campaigns/{id}/sequence-progress (ours). */
export interface SequenceProgress {
  id: string;
  leadsCount: number;
  ignored: number;
  steps: {
    index: number;
    type: string;
    waiting: number;
    inProgress: number;
    done: number;
    /** A Condition step's leads per path taken (issue #9). */
    yes?: number;
    no?: number;
  }[];
}

/** GET /lead-sources/campaign/{id} (spec 3 §3 Lead source). */
export interface LeadSource {
  id: string;
  searchType: string;
  searchUrl: string | null;
  isSearchEnded: boolean;
  canRestart: boolean;
  /** The campaign's own search or CSV (its id is the campaign's); else a search added later. */
  isInitial: boolean;
  createdAt: string;
}

/** A row of GET /campaigns/replies (spec 4). */
export interface Reply {
  /** The LinkedIn thread of the reply (its inbox conversation id), when known. */
  conversationUrn?: string | null;
  id: string;
  personKey: string;
  person: Person | null;
  entityUrn: string | null;
  message: string | null;
  createdAt: string;
  isReturnToCampaign: boolean;
  isExcluded: boolean;
  campaignId: string;
  campaignName: string | null;
  leadStatus: string | null;
  description: string;
  campaignStatus: string | null;
  isCampaignRemoved: boolean;
  isLeadRemoved: boolean;
}

export interface RepliesPage {
  total: number | null;
  replies: Reply[];
  nextCursor: string | null;
}

export interface CampaignLeadsPage {
  /** A kept counter; null for the filters no counter counts. */
  total: number | null;
  leads: CampaignLead[];
  nextCursor: string | null;
  /** Ours (issue #9): the campaign rotates through chosen senders (the Sender column shows). */
  rotates?: boolean;
}

/** GET /leads/campaign/{id}/zapier: the campaign's leads as a Zap's "new lead" receives them. */
export interface ZapierLeads {
  page: number;
  per_page: number;
  actions: {
    id: string;
    action: string;
    createdAt: string;
    campaign: { id: string; name: string };
    person: Record<string, unknown>;
  }[];
}

export const campaignKeys = {
  /** `pageQuery`: page, perPage and cursor (useCursorPages). */
  list: (q: { category: string; status: string; pageQuery: string }) =>
    `/campaigns?category=${q.category}&status=${q.status}&${q.pageQuery}`,
  counts: (category: string) => `/campaigns/counts?category=${category}`,
  one: (id: string) => `/campaigns/${id}?countIgnoredLeads=true`,
  statuses: (id: string) => `/leads/campaign/${id}/statuses`,
  progress: (id: string) => `/campaigns/${id}/progress`,
  chart: (id: string) => `/campaigns/${id}/activity/chart`,
  sequenceProgress: (id: string) => `/campaigns/${id}/sequence-progress`,
  leadSources: (id: string) => `/lead-sources/campaign/${id}`,
  zapier: (id: string) => `/leads/campaign/${id}/zapier?per_page=1`,
  replies: (pageQuery: string) => `/campaigns/replies?${pageQuery}`,
  leads: (id: string, pageQuery: string, type?: string) =>
    `/leads/campaign/${id}?${pageQuery}${type ? `&type=${type}` : ''}`,
};

export const campaignsApi = {
  create: (body: TCreateAudienceRequest) => api.post<Campaign>('/campaigns/audience', body),
  publish: (id: string) => api.post<Campaign>(`/campaigns/${id}/publish`),
  updateSequence: (id: string, sequence: SequenceStep[]) =>
    api.patch<Campaign>(`/campaigns/${id}/sequence`, { touchSequence: { sequence } }),
  setRunState: (id: string, runState: RunState) =>
    api.patch<Campaign>(`/campaigns/${id}/running-state`, { runState }),
  archive: (id: string, toArchive: boolean) => api.patch<Campaign>(`/campaigns/${id}/archive`, { toArchive }),
  remove: (id: string) => api.delete<unknown>(`/campaigns/${id}`),
  rename: (id: string, name: string) => api.patch<Campaign>(`/campaigns/${id}/name`, { name }),
  addCsvAudience: (id: string, key: string, channel: 'linked-in' | 'email' | 'twitter' = 'linked-in') =>
    api.patch<Campaign & { csv: CsvReport }>(`/campaigns/${id}/${channel}/audience/csv`, { key }),
  updateAudience: (id: string, body: Record<string, unknown>) =>
    api.patch<Campaign>(`/campaigns/${id}/audience`, body),
  clone: (id: string) => api.post<Campaign>(`/campaigns/${id}/clone`, {}),
  addLeadSource: (body: TAddLeadSourceRequest) => api.post<LeadSource>('/lead-sources', body),
  restartSearch: (id: string, body: { restartCampaign: boolean; leadSourceIds: string[] }) =>
    api.patch<Campaign>(`/campaigns/${id}/restart-search`, body),
  skipLeads: (id: string, entityUrns: string[]) =>
    api.patch<{ skipped: number; ignoredLeadsCount: number }>(`/leads/campaign/${id}/skip`, { entityUrns }),
  returnLeads: (id: string, entityUrns: string[]) =>
    api.patch<{ returned: number }>(`/leads/campaign/${id}/return`, { entityUrns }),
  deleteIgnored: (id: string, entityUrns: string[]) =>
    api.delete<{ deleted: number }>(`/leads/campaign/${id}/ignored`, { entityUrns }),
  deleteAllIgnored: (id: string) => api.delete<{ deleted: number }>(`/leads/campaign/${id}/ignored/all`),
};
