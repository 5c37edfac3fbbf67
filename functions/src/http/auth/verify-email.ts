import { authRoutes } from '@outreach/shared/routes/auth';
import { verifyEmail } from '../../domain/auth/verify-email.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(authRoutes, 'PATCH /auth/verify-email/{token}', ({ params, deps }) =>
  verifyEmail(deps, params.token),
);
