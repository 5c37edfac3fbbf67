import type { RouteSpec } from '../route-def.ts';
import {
  ZAllGroupsResponse,
  ZDeletedGroupResponse,
  ZGroupBody,
  ZGroupCandidatesQuery,
  ZGroupCandidatesResponse,
  ZGroupIdParam,
  ZGroupMemberParams,
  ZGroupMemberResponse,
  ZGroupResponse,
  ZGroupsQuery,
  ZGroupsResponse,
} from '../schemas/groups.ts';

/**
 * Team groups (spec 1 §7 "Teams and groups"): in the caller's current team. The owner (feature
 * teamGroups) manages every group; an admin in a group (feature teamGroup) sees their group and puts
 * members into it or takes them out.
 */
export const groupsRoutes = {
  'GET /groups/all': { handler: 'groups/list-all-groups', auth: 'user', response: ZAllGroupsResponse },
  'GET /groups': {
    handler: 'groups/list-groups',
    auth: 'user',
    query: ZGroupsQuery,
    response: ZGroupsResponse,
  },
  'POST /groups': {
    handler: 'groups/create-group',
    auth: 'user',
    body: ZGroupBody,
    response: ZGroupResponse,
  },
  'PATCH /groups/{id}': {
    handler: 'groups/rename-group',
    auth: 'user',
    params: ZGroupIdParam,
    body: ZGroupBody,
    response: ZGroupResponse,
  },
  'DELETE /groups/{id}': {
    handler: 'groups/delete-group',
    auth: 'user',
    params: ZGroupIdParam,
    response: ZDeletedGroupResponse,
  },
  'POST /groups/{id}/members/{memberId}': {
    handler: 'groups/add-group-member',
    auth: 'user',
    params: ZGroupMemberParams,
    response: ZGroupMemberResponse,
  },
  'DELETE /groups/{id}/members/{memberId}': {
    handler: 'groups/remove-group-member',
    auth: 'user',
    params: ZGroupMemberParams,
    response: ZGroupMemberResponse,
  },
  // The Manage group page's picker: who may be put into the group (an admin in a group: plain members
  // without a group; the owner: anyone not in it).
  'GET /groups/{id}/candidates': {
    handler: 'groups/list-group-candidates',
    auth: 'user',
    params: ZGroupIdParam,
    query: ZGroupCandidatesQuery,
    response: ZGroupCandidatesResponse,
  },
} as const satisfies Record<string, RouteSpec>;
