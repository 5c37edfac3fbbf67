import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { getBranding } from '../../domain/whitelabels/get-branding.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'GET /whitelabels/branding', ({ auth, deps }) =>
  getBranding(deps, auth),
);
