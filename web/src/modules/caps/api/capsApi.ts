import type { TSenderCapsRequest, TSenderCapsResponse } from '@outreach/shared/schemas/caps';
import { api } from '../../api/apiClient.ts';

export const SENDER_CAPS_KEY = '/users/me/sender-caps';

export const capsApi = {
  edit: (body: TSenderCapsRequest) => api.patch<TSenderCapsResponse>(SENDER_CAPS_KEY, body),
};
