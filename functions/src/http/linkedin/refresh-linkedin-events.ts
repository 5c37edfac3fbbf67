import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { refreshLinkedInEvents } from '../../domain/linkedin/refresh-linkedin-events.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/events/refresh',
  async ({ auth, deps, answerBy }) =>
    refreshLinkedInEvents(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, answerBy),
);
