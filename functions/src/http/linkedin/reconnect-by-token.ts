import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { reconnectByToken } from '../../domain/linkedin/verify-on-the-fly.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/verify-on-the-fly',
  ({ body, deps, answerBy }) => reconnectByToken(deps, body.token, answerBy),
);
