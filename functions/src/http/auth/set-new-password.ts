import { authRoutes } from '@outreach/shared/routes/auth';
import { setNewPassword } from '../../domain/auth/reset-password.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  authRoutes,
  'PATCH /auth/set-new-password/{token}',
  ({ body, params, deps }) => setNewPassword(deps, params.token, body.password),
);
