import type { TMailSettingsRequest, TTestEmailRequest } from '@outreach/shared/schemas/integrations';
import type { TConnectedEmailResponse, TMailSettingsResponse } from '@outreach/shared/schemas/mailbox';
import { api } from '../../api/apiClient.ts';

export const CONNECTED_EMAIL_KEY = '/users/email';
export const MAIL_SETTINGS_KEY = '/users/me/mail-settings';

/** The email channel's mailbox calls (spec 1 §7). */
export const emailApi = {
  connectedEmail: () => api.get<TConnectedEmailResponse>(CONNECTED_EMAIL_KEY),
  mailSettings: () => api.get<TMailSettingsResponse>(MAIL_SETTINGS_KEY),
  saveMailSettings: (body: TMailSettingsRequest) => api.put<TMailSettingsResponse>(MAIL_SETTINGS_KEY, body),
  deleteMailSettings: () => api.delete<{ success: boolean }>(MAIL_SETTINGS_KEY),
  codeUrl: (p: 'gmail' | 'outlook') =>
    api.get<{ url: string }>(
      p === 'gmail' ? `/gmail/code-url?state=gmail` : `/microsoft/outlook/code-url?state=outlook`,
    ),
  signIn: (p: 'gmail' | 'outlook', code: string, state: string) =>
    p === 'gmail'
      ? api.post<{ success: boolean; email: string }>('/gmail/sign-in', { authorizationCode: code, state })
      : api.post<{ success: boolean; email: string }>('/microsoft/outlook/sign-in', { code, state }),
  disconnect: (p: 'smtp' | 'gmail' | 'outlook') =>
    api.delete<{ success: boolean }>(
      p === 'gmail' ? '/gmail' : p === 'outlook' ? '/microsoft/outlook' : MAIL_SETTINGS_KEY,
    ),
  sendTestEmail: (body: TTestEmailRequest) =>
    api.post<{ success: boolean; message?: string }>('/users/integrations/test-email', body),
};
