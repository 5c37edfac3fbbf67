import type { TLinkedInCredentials, TLinkedInVerifyCodeRequest } from '@outreach/shared/schemas/integrations';
import { api } from '../../api/apiClient.ts';

/** GET /users/me/cloud-bot-info (spec 1 §3 cloud bot status). */
export interface CloudBotInfo {
  loginStatus: string | null;
  salesStatus?: string | null;
  browserId: string | null;
  verificationCodeExpiresAt: string | null;
  trying_login: boolean;
  warningType?: 'notice' | 'permanent' | 'temporal' | null;
  reconnectStatus?: string | null;
  email: string | null;
  countryCode?: string | null;
  name: string | null;
  isCodeUsable: boolean;
  contracts?: { contractId: string; name: string }[];
  selectedContractId?: string | null;
  data?: { error?: string | null } | null;
}

export const CLOUD_BOT_INFO_KEY = '/users/me/cloud-bot-info';

export const linkedinApi = {
  updateCredentials: (body: TLinkedInCredentials) =>
    api.patch<CloudBotInfo>('/linked-in/update-credentials', body),
  verifyCode: (body: TLinkedInVerifyCodeRequest) => api.post<CloudBotInfo>('/linked-in/verify-code', body),
  setContract: (selectedContractId: string) =>
    api.post<CloudBotInfo>('/users/set-contract-id', { selectedContractId }),
  removeCredentials: () => api.delete<{ success: boolean }>('/linked-in/remove-credentials'),
  cloudBotInfo: () => api.get<CloudBotInfo>(CLOUD_BOT_INFO_KEY),
  registerBot: (timezone: string) => api.post<unknown>('/users/me/bots', { timezone }),
};
