import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { refreshLinkedInGroups } from '../../domain/linkedin/refresh-linkedin-groups.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/groups/refresh',
  async ({ auth, deps, answerBy }) =>
    refreshLinkedInGroups(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, answerBy),
);
