import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { toggleSequenceTemplateAvailability } from '../../domain/sequence-templates/toggle-sequence-template-availability.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'PATCH /sequence-templates/{id}/toggle-availability',
  async ({ auth, params, deps }) =>
    toggleSequenceTemplateAvailability(deps, await actorOf(deps, auth), params.id),
);
