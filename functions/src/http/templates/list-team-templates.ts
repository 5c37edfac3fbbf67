import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { listTemplates } from '../../domain/templates/list-templates.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(templatesRoutes, 'GET /templates/team', async ({ auth, query, deps }) =>
  listTemplates(deps, await actorOf(deps, auth), 'team', query),
);
