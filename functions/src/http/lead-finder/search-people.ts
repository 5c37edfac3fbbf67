import { leadFinderRoutes } from '@outreach/shared/routes/lead-finder';
import { actorOf } from '../../domain/content/actor.ts';
import { searchPeople } from '../../domain/lead-finder/lead-finder.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadFinderRoutes, 'GET /lead-finder/people', async ({ auth, query, deps }) =>
  searchPeople(deps, await actorOf(deps, auth), query),
);
