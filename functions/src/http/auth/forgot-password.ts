import { forgotPassword } from '../../domain/auth/reset-password.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint('POST /auth/forgot-password', ({ body, deps, ip }) =>
  forgotPassword(deps, body.email, ip),
);
