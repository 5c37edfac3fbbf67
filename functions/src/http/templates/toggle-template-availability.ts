import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { toggleTemplateAvailability } from '../../domain/templates/toggle-template-availability.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  templatesRoutes,
  'PATCH /templates/{id}/toggle-availability',
  async ({ auth, params, deps }) => toggleTemplateAvailability(deps, await actorOf(deps, auth), params.id),
);
