import { authRoutes } from '@outreach/shared/routes/auth';
import { exchangeCode } from '../../domain/auth/exchange-code.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  authRoutes,
  'POST /auth/exchange/{code}',
  async ({ params, deps, ip, userAgent }) => {
    const s = await exchangeCode(deps, params.code, { ip, userAgent });
    return result({ authToken: s.authToken }, { cookies: s.cookies });
  },
);
