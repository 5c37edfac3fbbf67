import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editDailyLimits } from '../../domain/settings/preferences.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/edit-daily-limits', ({ auth, body, deps }) =>
  editDailyLimits(deps, auth.userId, body),
);
