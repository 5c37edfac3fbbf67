import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { deleteDomain } from '../../domain/whitelabels/delete-domain.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'DELETE /whitelabels/domain', ({ auth, deps }) =>
  deleteDomain(deps, auth),
);
