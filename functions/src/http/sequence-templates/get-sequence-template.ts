import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { getSequenceTemplate } from '../../domain/sequence-templates/get-sequence-template.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'GET /sequence-templates/{id}',
  async ({ auth, params, deps }) => getSequenceTemplate(deps, await actorOf(deps, auth), params.id),
);
