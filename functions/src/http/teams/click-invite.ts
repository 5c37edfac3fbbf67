import { teamsRoutes } from '@outreach/shared/routes/teams';
import { clickInvite } from '../../domain/teams/click-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'POST /teams/invites/{id}/clicked', ({ params, deps }) =>
  clickInvite(deps, params.id),
);
