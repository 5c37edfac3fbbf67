import type { RouteSpec } from '../route-def.ts';
import { ZChangeInvitesRequest } from '../schemas/inbox.ts';
import {
  ZChangeInvitesResponse,
  ZInvitesQuery,
  ZInvitesResponse,
  ZInvitesSyncResponse,
} from '../schemas/invitations.ts';

/** Invitations (spec 3 §2, §7): LinkedIn's sent and received invitations, synced and acted on by the bot. */
export const invitationsRoutes = {
  'GET /invites': {
    handler: 'invitations/list-invites',
    auth: 'user',
    query: ZInvitesQuery,
    response: ZInvitesResponse,
  },
  'POST /invites/change-status': {
    handler: 'invitations/change-invites-status',
    auth: 'user',
    body: ZChangeInvitesRequest,
    response: ZChangeInvitesResponse,
  },
  'POST /invites/sync': {
    handler: 'invitations/request-invites-sync',
    auth: 'user',
    response: ZInvitesSyncResponse,
  },
} as const satisfies Record<string, RouteSpec>;
