import { usersRoutes } from '@outreach/shared/routes/users';
import { getProfilePhoto } from '../../domain/users/get-profile-photo.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(usersRoutes, 'GET /users/{id}/photo/{file}', async ({ params, deps }) => {
  const p = await getProfilePhoto(deps, params.id, params.file);
  return result(null, {
    status: 302,
    headers: { location: p.location, 'cache-control': `private, max-age=${p.maxAgeSeconds}` },
  });
});
