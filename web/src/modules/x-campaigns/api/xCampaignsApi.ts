import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { TXCampaignCreatedResponse } from '@outreach/shared/schemas/x-campaigns';
import { api } from '../../api/apiClient.ts';

/** X campaigns (issue #13): a draft from an uploaded CSV of X handles and/or pasted handles. */
export const xCampaignsApi = {
  create: (body: {
    key?: string;
    handles?: string[];
    name?: string;
    touchSequence: { sequence: SequenceStep[] };
  }) => api.post<TXCampaignCreatedResponse>('/campaigns/twitter/audience/csv', body),
};

/** Pasted handles: one per line, or separated by commas, semicolons or spaces. */
export function splitPastedHandles(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}
