import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { updateSequenceTemplate } from '../../domain/sequence-templates/update-sequence-template.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'PATCH /sequence-templates/{id}',
  async ({ auth, params, body, deps }) =>
    updateSequenceTemplate(deps, await actorOf(deps, auth), params.id, body),
);
