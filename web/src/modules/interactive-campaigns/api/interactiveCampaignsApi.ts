import type {
  TInteractiveAnswers,
  TInteractiveQuestionsRequest,
} from '@outreach/shared/schemas/interactive-campaigns';
import { api } from '../../api/apiClient.ts';
import type { Campaign } from '../../campaigns/api/campaignsApi.ts';

/** A campaign made from the questions: the campaign object with its answers. */
export type InteractiveCampaign = Campaign & { interactiveAnswers?: TInteractiveAnswers };

export const interactiveCampaignsApi = {
  /** POST /campaigns/interactive-questions: a new draft, or (with `campaignId`) new answers for it. */
  answer: (body: TInteractiveQuestionsRequest) =>
    api.post<InteractiveCampaign>('/campaigns/interactive-questions', body),
};
