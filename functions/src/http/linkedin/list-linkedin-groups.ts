import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { listLinkedInGroups } from '../../domain/linkedin/list-linkedin-groups.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'GET /linked-in/groups', async ({ auth, deps }) =>
  listLinkedInGroups(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
