import { authRoutes } from '@outreach/shared/routes/auth';
import { codeUrl } from '../../domain/auth/oauth.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(authRoutes, 'GET /auth/google/code-url', ({ query, deps }) =>
  codeUrl(deps, 'google', query.state),
);
