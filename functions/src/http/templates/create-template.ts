import { templatesRoutes } from '@outreach/shared/routes/templates';
import { actorOf } from '../../domain/content/actor.ts';
import { createTemplate } from '../../domain/templates/create-template.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(templatesRoutes, 'POST /templates', async ({ auth, body, deps }) =>
  result(await createTemplate(deps, await actorOf(deps, auth), body), { status: 201 }),
);
