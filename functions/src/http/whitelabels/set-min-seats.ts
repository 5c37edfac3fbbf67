import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { setMinSeats } from '../../domain/whitelabels/set-min-seats.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'PATCH /whitelabels/min-seats', ({ auth, body, deps }) =>
  setMinSeats(deps, auth, body.minSeats),
);
