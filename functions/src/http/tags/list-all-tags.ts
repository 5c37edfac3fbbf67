import { tagsRoutes } from '@outreach/shared/routes/tags';
import { listAllTags } from '../../domain/tags/list-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(tagsRoutes, 'GET /tags/all', async ({ auth, deps }) =>
  listAllTags(deps, await currentTeamId(deps, auth)),
);
