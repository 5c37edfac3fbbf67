import { sequenceTemplatesRoutes } from '@outreach/shared/routes/sequence-templates';
import { actorOf } from '../../domain/content/actor.ts';
import { createSequenceTemplate } from '../../domain/sequence-templates/create-sequence-template.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  sequenceTemplatesRoutes,
  'POST /sequence-templates',
  async ({ auth, body, deps }) =>
    result(await createSequenceTemplate(deps, await actorOf(deps, auth), body), { status: 201 }),
);
