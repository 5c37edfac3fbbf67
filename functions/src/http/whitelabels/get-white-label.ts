import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { getWhiteLabel } from '../../domain/whitelabels/get-white-label.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'GET /whitelabels', ({ auth, deps, event }) =>
  getWhiteLabel(deps, auth, event.headers?.host),
);
