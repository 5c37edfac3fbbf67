import { tagsRoutes } from '@outreach/shared/routes/tags';
import { updateTag } from '../../domain/tags/update-tag.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(tagsRoutes, 'PATCH /tags/{id}', async ({ auth, params, body, deps }) =>
  updateTag(deps, await currentTeamId(deps, auth), params.id, body),
);
