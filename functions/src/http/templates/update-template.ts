import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { updateTemplate } from '../../domain/templates/update-template.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  templatesRoutes,
  'PUT /templates/{id}',
  async ({ auth, params, body, deps }) => updateTemplate(deps, await actorOf(deps, auth), params.id, body),
);
