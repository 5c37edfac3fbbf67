import { tagsRoutes } from '@outreach/shared/routes/tags';
import { deleteTag } from '../../domain/tags/delete-tag.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(tagsRoutes, 'DELETE /tags/{id}', async ({ auth, params, deps }) =>
  deleteTag(deps, await currentTeamId(deps, auth), params.id),
);
