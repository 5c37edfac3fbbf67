import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { verifyCodeByToken } from '../../domain/linkedin/verify-on-the-fly.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/verify-on-the-fly/verify-code',
  ({ body, deps, answerBy }) => verifyCodeByToken(deps, body, answerBy),
);
