import type { TSignatureResponse } from '@outreach/shared/schemas/email-campaigns';
import type { TSignatureRequest } from '@outreach/shared/schemas/integrations';
import { api } from '../../api/apiClient.ts';

export const SIGNATURE_KEY = '/users/signature';

/** The user's email signature (spec 1 §7 GET and PATCH /users/signature). */
export const signatureApi = {
  get: () => api.get<TSignatureResponse>(SIGNATURE_KEY),
  save: (body: TSignatureRequest) => api.patch<TSignatureResponse>(SIGNATURE_KEY, body),
};
