import { teamsRoutes } from '@outreach/shared/routes/teams';
import { toggleTeamSetting } from '../../domain/teams/toggle-team-setting.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'PATCH /teams/toggle-verify-on-the-fly-status',
  ({ auth, body, deps }) => toggleTeamSetting(deps, auth, 'isVerifyOnTheFlyEnabled', body.enabled),
);
