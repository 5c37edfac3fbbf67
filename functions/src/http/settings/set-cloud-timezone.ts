import { settingsRoutes } from '@outreach/shared/routes/settings';
import { setCloudTimezone } from '../../domain/settings/preferences.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/set-cloud-timezone', ({ auth, body, deps }) =>
  setCloudTimezone(deps, auth.userId, body.timezone),
);
