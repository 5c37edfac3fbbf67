import type { Person } from '../../campaigns/api/campaignsApi.ts';

/** An activity item (spec 3 §3 "Activity item"); `label` is the server's display text. */
export interface ActivityItem {
  id: string;
  createdAt: string;
  description: string;
  label?: string;
  message: string | null;
  campaignId: string;
  campaignName: string | null;
  campaignStatus: string | null;
  isCampaignRemoved: boolean;
  isLeadRemoved: boolean;
  touchIndex: number | null;
  person: Person | null;
  /** Ours (issue #9): the member whose LinkedIn account acted; null when unknown. */
  sender?: { id: string; name: string } | null;
}

export interface ActivityPage {
  /** From kept counters; null when filtered by names, which no counter counts. */
  total: number | null;
  actions: ActivityItem[];
  /** Opens the next page (null on the last). */
  nextCursor: string | null;
  /** Ours (issue #9): a row of the page comes from a campaign that rotates senders (the Sender column shows). */
  rotates?: boolean;
}

/** GET /campaigns/dashboard (spec 3 §3 "Dashboard stats" plus the campaigns table). */
export interface DashboardData {
  range: { from: string; to: string };
  stats: {
    invitesSent: number;
    invitesAccepted: number;
    invitesAcceptedPercent: number;
    messages: number;
    replies: number;
    repliesPercent: number;
    profileViews: number;
    greetings: number;
  };
  campaigns: {
    total: number;
    items: {
      id: string;
      name: string;
      category: string;
      contacts: number;
      days: number;
      steps: number;
      actions: number;
      replies: number;
    }[];
  };
}
