import type { ZChangeInvitesResponse, ZInvitesResponse } from '@outreach/shared/schemas/invitations';
import type * as z from 'zod';
import { api } from '../../api/apiClient.ts';

export type InvitesPage = z.output<typeof ZInvitesResponse>;

export const invitationsApi = {
  list: (status: string, cursor: string | null) =>
    `/invites?status=${status}&perPage=25${cursor ? `&nextCursor=${cursor}` : ''}`,
  sync: () => api.post<InvitesPage['sync']>('/invites/sync'),
  change: (inviteIds: string[], status: 'WITHDRAW' | 'ACCEPT' | 'REJECT') =>
    api.post<z.output<typeof ZChangeInvitesResponse>>('/invites/change-status', { inviteIds, status }),
};
