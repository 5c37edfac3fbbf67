import { settingsRoutes } from '@outreach/shared/routes/settings';
import { getDailyLimits } from '../../domain/settings/preferences.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'GET /users/daily-limits', async ({ auth, deps }) =>
  getDailyLimits(deps, auth.userId, await currentTeamId(deps, auth)),
);
