import type { TTeamStatsCsvRequest } from '@outreach/shared/schemas/account';
import { teamStatsCsvColumns } from '@outreach/shared/schemas/team-stats';
import { stringify } from 'csv-stringify/sync';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { productMailer } from '../mail/product-mailer.ts';
import { currentTeamId } from './current-team.ts';
import { requireMembership } from './team-access.ts';
import { assertTeamFeature } from './team-features.ts';
import { teamStats } from './team-stats.ts';

/**
 * POST /teams/stats/csv: mails the team stats table as `team-stats.csv` to `receiverEmail`, with the
 * page's filters and sort (feature exportTeamStats on top of the page's gates).
 */
export async function exportTeamStats(deps: Deps, auth: AuthContext, req: TTeamStatsCsvRequest) {
  const teamId = await currentTeamId(deps, auth);
  await assertTeamFeature(deps, (await requireMembership(deps, teamId, auth.userId)).team, 'exportTeamStats');
  const { range, members } = await teamStats(deps, auth, req);
  const csv = stringify(
    members.map((m) =>
      teamStatsCsvColumns.map(([key]) => {
        if (key === 'name' || key === 'role') return m[key];
        if (key === 'email') return m.email ?? '';
        if (key === 'group') return m.group?.name ?? '';
        return m.stats[key];
      }),
    ),
    { header: true, columns: teamStatsCsvColumns.map(([, label]) => label) },
  );
  await (await productMailer(deps, teamId)).send({
    to: req.receiverEmail,
    subject: 'Your team stats export',
    text: `The team stats of ${members.length} members from ${range.from} to ${range.to} are attached.`,
    attachments: [
      { filename: 'team-stats.csv', contentType: 'text/csv', content: new TextEncoder().encode(csv) },
    ],
  });
  return { success: true as const, count: members.length };
}
