import { api } from '../../api/apiClient.ts';

/** The recipient's side of a campaign email's unsubscribe link (no sign-in). */
export const unsubscribeApi = {
  unsubscribe: (token: string) =>
    api.post<{ success: true; email: string }>(
      `/email/unsubscribe?t=${encodeURIComponent(token)}`,
      undefined,
    ),
};
