import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { deleteSequenceTemplate } from '../../domain/sequence-templates/delete-sequence-template.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'DELETE /sequence-templates/{id}',
  async ({ auth, params, deps }) => deleteSequenceTemplate(deps, await actorOf(deps, auth), params.id),
);
