import { tagsRoutes } from '@outreach/shared/routes/tags';
import { listTags } from '../../domain/tags/list-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(tagsRoutes, 'GET /tags', async ({ auth, query, deps }) =>
  listTags(deps, await currentTeamId(deps, auth), query),
);
