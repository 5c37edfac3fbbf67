import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { loginByToken } from '../../domain/linkedin/verify-on-the-fly.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/verify-on-the-fly/login',
  ({ body, deps, answerBy }) => loginByToken(deps, body, answerBy),
);
