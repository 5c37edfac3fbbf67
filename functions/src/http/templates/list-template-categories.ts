import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { listTemplateCategories } from '../../domain/templates/list-template-categories.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(templatesRoutes, 'GET /templates/categories', async ({ auth, query, deps }) =>
  listTemplateCategories(deps, await actorOf(deps, auth), query.scope),
);
