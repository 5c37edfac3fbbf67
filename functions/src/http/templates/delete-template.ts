import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { deleteTemplate } from '../../domain/templates/delete-template.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(templatesRoutes, 'DELETE /templates/{id}', async ({ auth, params, deps }) =>
  deleteTemplate(deps, await actorOf(deps, auth), params.id),
);
