import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { ZEmailCampaignCreatedResponse } from '@outreach/shared/schemas/email-campaigns';
import type * as z from 'zod';
import { api } from '../../api/apiClient.ts';

export type EmailCampaignCreated = z.infer<typeof ZEmailCampaignCreatedResponse>;

/** Email campaigns (issue #13): a draft from an uploaded CSV of email addresses. */
export const emailCampaignsApi = {
  create: (body: { key: string; name?: string; touchSequence: { sequence: SequenceStep[] } }) =>
    api.post<EmailCampaignCreated>('/campaigns/email/audience/csv', body),
};
