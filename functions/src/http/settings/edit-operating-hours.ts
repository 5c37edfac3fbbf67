import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editOperatingHours } from '../../domain/settings/preferences.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/edit-operating-hours', ({ auth, body, deps }) =>
  editOperatingHours(deps, auth.userId, body.operatingHours),
);
