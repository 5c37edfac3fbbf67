import type { TWhiteLabelResponse } from '@outreach/shared/schemas/whitelabels';
import { api } from '../../api/apiClient.ts';

export const WHITE_LABEL_KEY = '/whitelabels';

export const whiteLabelApi = {
  /** Company name, colours and image files in one multipart call. */
  saveBranding: (form: FormData) => api.patch<TWhiteLabelResponse>('/whitelabels/branding', form),
  setStatus: (status: 'active' | 'inactive') =>
    api.patch<TWhiteLabelResponse>('/whitelabels/toggle-status', { status }),
  saveSmtp: (body: unknown) => api.put<TWhiteLabelResponse>('/whitelabels/smtp-settings', body),
  deleteSmtp: () => api.delete<TWhiteLabelResponse>('/whitelabels/smtp-settings'),
  setDomain: (domain: string) => api.patch<TWhiteLabelResponse>('/whitelabels/domain', { domain }),
  deleteDomain: () => api.delete<TWhiteLabelResponse>('/whitelabels/domain'),
  verifyDns: () => api.patch<TWhiteLabelResponse>('/whitelabels/domain/verify-dns', {}),
};
