import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editGreetings } from '../../domain/settings/edit-greetings.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/edit-greetings', async ({ auth, body, deps }) =>
  editGreetings(
    deps,
    { teamId: await currentTeamId(deps, auth), userId: auth.userId },
    body.greetingMessages,
  ),
);
