import { authRoutes } from '@outreach/shared/routes/auth';
import { forgotPassword } from '../../domain/auth/forgot-password.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(authRoutes, 'POST /auth/forgot-password', ({ body, deps, ip }) =>
  forgotPassword(deps, body.email, ip),
);
