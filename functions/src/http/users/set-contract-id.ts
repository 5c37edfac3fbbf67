import { usersRoutes } from '@outreach/shared/routes/users';
import { setContractId } from '../../domain/linkedin/sales-contracts.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'POST /users/set-contract-id', async ({ auth, body, deps }) =>
  setContractId(
    deps,
    { teamId: await currentTeamId(deps, auth), userId: auth.userId },
    body.selectedContractId,
  ),
);
