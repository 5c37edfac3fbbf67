import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { toggleStatus } from '../../domain/whitelabels/toggle-status.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  whitelabelsRoutes,
  'PATCH /whitelabels/toggle-status',
  ({ auth, body, deps }) => toggleStatus(deps, auth, body.status),
);
