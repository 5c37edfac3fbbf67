import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { setDomain } from '../../domain/whitelabels/set-domain.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'PATCH /whitelabels/domain', ({ auth, body, deps }) =>
  setDomain(deps, auth, body.domain),
);
