import { teamsRoutes } from '@outreach/shared/routes/teams';
import { toggleTeamSetting } from '../../domain/teams/toggle-team-setting.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'PATCH /teams/toggle-enable-member-inbox',
  ({ auth, body, deps }) => toggleTeamSetting(deps, auth, 'isMemberInboxEnabled', body.enabled),
);
