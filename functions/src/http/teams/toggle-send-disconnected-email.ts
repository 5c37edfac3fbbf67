import { teamsRoutes } from '@outreach/shared/routes/teams';
import { toggleTeamSetting } from '../../domain/teams/toggle-team-setting.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'PATCH /teams/send-disconnected-email', ({ auth, body, deps }) =>
  toggleTeamSetting(deps, auth, 'isSendDisconnectedEmailEnabled', body.enabled),
);
