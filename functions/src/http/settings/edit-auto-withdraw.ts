import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editAutoWithdraw } from '../../domain/settings/edit-auto-withdraw.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  settingsRoutes,
  'PATCH /users/edit-auto-withdraw',
  async ({ auth, body, deps }) =>
    editAutoWithdraw(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      body.autoWithdraw,
    ),
);
