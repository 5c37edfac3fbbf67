import type { TTwitterAccountResponse } from '@outreach/shared/schemas/twitter';
import { api } from '../../api/apiClient.ts';

export const X_ACCOUNT_KEY = '/twitter/details/user';

/** The X connection calls (spec 1 §7 Integrations, X). */
export const twitterApi = {
  authUrl: () => api.get<{ url: string }>('/twitter/auth-url'),
  verifyLogin: (pin: string) => api.post<TTwitterAccountResponse>('/twitter/verify-login', { pin }),
  /** The code page: X's code and state for the PIN to type (the PIN flow behind a callback URL). */
  receiveCode: (code: string, state: string) => api.post<{ pin: string }>('/twitter/code', { code, state }),
  disconnect: () => api.delete<{ success: boolean }>('/twitter'),
};
