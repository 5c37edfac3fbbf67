import type { TFacebookOptions, TFacebookResponse } from '@outreach/shared/schemas/facebook';
import { api } from '../../api/apiClient.ts';

export const FACEBOOK_KEY = '/facebook';

/** The Facebook connection calls (spec 1 §7 Integrations, Facebook). */
export const facebookApi = {
  exchangeToken: (accessToken: string) =>
    api.post<TFacebookResponse>('/facebook/exchange-access-token', { accessToken }),
  saveData: () => api.post<TFacebookResponse>('/facebook/save-data'),
  setOptions: (options: TFacebookOptions) => api.post<TFacebookOptions>('/facebook/options', options),
  clearLogin: () => api.post<{ success: boolean }>('/facebook/clear-login'),
};
