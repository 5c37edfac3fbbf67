import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { receiveXCode } from '../../domain/twitter/receive-x-code.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(twitterRoutes, 'POST /twitter/code', async ({ deps, body }) =>
  receiveXCode(deps, body),
);
