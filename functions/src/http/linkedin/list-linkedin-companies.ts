import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { listLinkedInCompanies } from '../../domain/linkedin/linkedin-companies.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'GET /linked-in/companies', async ({ auth, deps }) =>
  listLinkedInCompanies(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
