import { getRealUser } from '../../domain/users/update-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint('GET /users/me/real', ({ auth, deps }) => getRealUser(deps, auth));
