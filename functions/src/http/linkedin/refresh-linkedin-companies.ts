import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { refreshLinkedInCompanies } from '../../domain/linkedin/linkedin-companies.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/companies/refresh',
  async ({ auth, deps, answerBy }) =>
    refreshLinkedInCompanies(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      answerBy,
    ),
);
