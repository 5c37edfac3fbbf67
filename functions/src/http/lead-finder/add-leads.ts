import { leadFinderRoutes } from '@outreach/shared/routes/lead-finder';
import { actorOf } from '../../domain/content/actor.ts';
import { addLeadFinderLeads } from '../../domain/lead-finder/lead-finder.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadFinderRoutes,
  'POST /lead-finder/campaigns/{id}/leads',
  async ({ auth, params, body, deps }) =>
    addLeadFinderLeads(deps, await actorOf(deps, auth), params.id, body.publicIds),
);
