import { leadFinderRoutes } from '@outreach/shared/routes/lead-finder';
import { actorOf } from '../../domain/content/actor.ts';
import { applySeWaitlist } from '../../domain/lead-finder/lead-finder.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadFinderRoutes, 'POST /users/apply-se-waitlist', async ({ auth, deps }) =>
  applySeWaitlist(deps, await actorOf(deps, auth)),
);
