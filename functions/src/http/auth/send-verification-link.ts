import { authRoutes } from '@outreach/shared/routes/auth';
import { resendVerificationLink } from '../../domain/auth/send-verification-link.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(authRoutes, 'POST /auth/send-verification-link', ({ auth, deps }) =>
  resendVerificationLink(deps, auth.realUserId),
);
