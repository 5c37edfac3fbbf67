import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editGreetings } from '../../domain/settings/edit-greetings.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/edit-greetings', ({ auth, body, deps }) =>
  editGreetings(deps, auth.userId, body.greetingMessages),
);
