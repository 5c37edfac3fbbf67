import { setLanguage } from '../../domain/users/update-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint('PATCH /users/language', ({ auth, body, deps }) =>
  setLanguage(deps, auth.userId, body.language),
);
