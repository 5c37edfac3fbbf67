import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { getVerifyTokenData } from '../../domain/linkedin/verify-on-the-fly.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'GET /linked-in/verify-on-the-fly/{token}',
  ({ params, deps }) => getVerifyTokenData(deps, params.token),
);
