import { leadSourcesRoutes } from '@outreach/shared/routes/lead-sources';
import { addLeadSource } from '../../domain/lead-sources/lead-sources.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

/** 201 for a new source; 200 for the same search sent again while it is collected. */
export const handler = endpoint(leadSourcesRoutes, 'POST /lead-sources', async ({ auth, body, deps }) => {
  const { source, created } = await addLeadSource(deps, await currentTeamId(deps, auth), auth.userId, body);
  return result(source, { status: created ? 201 : 200 });
});
