import { leadFinderRoutes } from '@outreach/shared/routes/lead-finder';
import { actorOf } from '../../domain/content/actor.ts';
import { leadFinderInfo } from '../../domain/lead-finder/lead-finder.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadFinderRoutes, 'GET /lead-finder', async ({ auth, deps }) =>
  leadFinderInfo(deps, await actorOf(deps, auth)),
);
