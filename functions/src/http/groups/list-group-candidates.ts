import { groupsRoutes } from '@outreach/shared/routes/groups';
import { listGroupCandidates } from '../../domain/groups/list-group-candidates.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  groupsRoutes,
  'GET /groups/{id}/candidates',
  ({ auth, params, query, deps }) => listGroupCandidates(deps, auth, params.id, query),
);
