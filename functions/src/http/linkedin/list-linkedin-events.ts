import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { listLinkedInEvents } from '../../domain/linkedin/list-linkedin-events.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'GET /linked-in/events', async ({ auth, deps }) =>
  listLinkedInEvents(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
