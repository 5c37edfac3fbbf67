import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { verifyDns } from '../../domain/whitelabels/verify-dns.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'PATCH /whitelabels/domain/verify-dns', ({ auth, deps }) =>
  verifyDns(deps, auth),
);
