import { authRoutes } from '@outreach/shared/routes/auth';
import { codeUrl } from '../../domain/auth/oauth.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(authRoutes, 'GET /auth/google/code-url', async ({ query, deps }) => {
  const { url, cookie } = await codeUrl(deps, 'google', query.state);
  return result({ url }, { cookies: [cookie] });
});
