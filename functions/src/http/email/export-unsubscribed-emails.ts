import { emailRoutes } from '@outreach/shared/routes/email';
import { exportUnsubscribedEmails } from '../../domain/email/export-unsubscribed-emails.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  emailRoutes,
  'POST /users/me/unsubscribed-emails/csv',
  async ({ auth, body, deps }) =>
    exportUnsubscribedEmails(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      body.receiverEmail,
    ),
);
