import { tagsRoutes } from '@outreach/shared/routes/tags';
import { createTagView } from '../../domain/tags/create-tag.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(tagsRoutes, 'POST /tags', async ({ auth, body, deps }) =>
  result(await createTagView(deps, await currentTeamId(deps, auth), auth.userId, body), { status: 201 }),
);
