import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { updateBranding } from '../../domain/whitelabels/update-branding.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  whitelabelsRoutes,
  'PATCH /whitelabels/branding',
  ({ auth, body, files, deps }) => updateBranding(deps, auth, body, files),
);
