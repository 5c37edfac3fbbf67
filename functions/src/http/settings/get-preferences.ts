import { settingsRoutes } from '@outreach/shared/routes/settings';
import { getPreferences } from '../../domain/settings/preferences.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'GET /users/preferences', ({ auth, deps }) =>
  getPreferences(deps, auth.userId),
);
