import { leadFinderRoutes } from '@outreach/shared/routes/lead-finder';
import { actorOf } from '../../domain/content/actor.ts';
import { createLeadFinderCampaign } from '../../domain/lead-finder/lead-finder.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  leadFinderRoutes,
  'POST /lead-finder/campaigns',
  async ({ auth, body, deps }) =>
    result(await createLeadFinderCampaign(deps, await actorOf(deps, auth), body), { status: 201 }),
);
