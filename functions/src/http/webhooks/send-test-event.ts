import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { sendTestEvent } from '../../domain/webhooks/send-test-event.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  webhooksRoutes,
  'POST /webhook-subscriptions/{id}/test',
  async ({ auth, params, deps }) =>
    result(await sendTestEvent(deps, await currentTeamId(deps, auth), params.id), { status: 202 }),
);
