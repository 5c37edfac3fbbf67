import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { listAvailableSequenceTemplates } from '../../domain/sequence-templates/list-sequence-templates.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'GET /sequence-templates/available',
  async ({ auth, deps }) => listAvailableSequenceTemplates(deps, await actorOf(deps, auth)),
);
