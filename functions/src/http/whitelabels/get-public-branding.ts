import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { getPublicBranding } from '../../domain/whitelabels/get-public-branding.ts';
import { endpoint } from '../../lib/handler.ts';

// The SPA names its host (behind CloudFront the API sees its own host name); the Host header otherwise.
export const handler = endpoint(whitelabelsRoutes, 'GET /whitelabels/public', ({ deps, query, event }) =>
  getPublicBranding(deps, query.domain ?? event.headers?.host),
);
