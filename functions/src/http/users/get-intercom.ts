import { usersRoutes } from '@outreach/shared/routes/users';
import { supportChatIdentity } from '../../domain/users/support-chat.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'GET /intercom', ({ auth, deps }) =>
  supportChatIdentity(deps, auth),
);
