import type { TCampaignSendersResponse } from '@outreach/shared/schemas/campaign-senders';
import { api } from '../../api/apiClient.ts';

/** Sender rotation (issue #9): GET/PATCH /campaigns/{id}/senders. */
export const sendersKey = (id: string) => `/campaigns/${id}/senders`;

export const sendersApi = {
  save: (id: string, senderIds: string[]) =>
    api.patch<TCampaignSendersResponse>(sendersKey(id), { senderIds }),
};
