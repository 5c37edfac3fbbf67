import { pagination } from '@outreach/shared/constants/outreach';
import { ZActivityQuery } from '@outreach/shared/schemas/activity-queries';
import type { TActivityCsvRequest } from '@outreach/shared/schemas/replies-export';
import { stringify } from 'csv-stringify/sync';
import type { Deps } from '../../ports/deps.ts';
import { EXPORT_MAX_ROWS } from '../contacts/export-contacts-csv.ts';
import { productMailer } from '../mail/product-mailer.ts';
import { listActivity } from '../stats/list-activity.ts';
import { loadCampaign } from './campaign-view.ts';
import { csvFileName, localTime } from './export-replies-csv.ts';

/**
 * POST /campaigns/{id}/activity/csv: the campaign's activity (the Activity tab's columns Name, Last
 * action, Message, Step, Time, newest first, narrowed by `filters`) as a CSV file mailed to `email`.
 */
export async function exportActivityCsv(
  deps: Deps,
  teamId: string,
  userId: string,
  id: string,
  req: TActivityCsvRequest,
) {
  const c = await loadCampaign(deps, teamId, id);
  const rows: Awaited<ReturnType<typeof listActivity>>['actions'] = [];
  let cursor: string | undefined;
  do {
    const page = await listActivity(
      deps,
      teamId,
      userId,
      ZActivityQuery.parse({ perPage: pagination.maxPerPage, campaigns: [id], filters: req.filters, cursor }),
    );
    rows.push(...page.actions);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  const offset = req.offset ?? 0;
  const csv = stringify(
    rows.slice(0, EXPORT_MAX_ROWS).map((r) => {
      const p = (r.person ?? {}) as Record<string, string | null | undefined>;
      return [
        p.name ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(),
        r.label,
        r.message ?? '',
        r.touchIndex === null ? '' : String(r.touchIndex + 1),
        localTime(r.createdAt, offset),
        p.linkedInHandle ? `https://www.linkedin.com/in/${p.linkedInHandle}/` : '',
      ];
    }),
    { header: true, columns: ['Name', 'Last action', 'Message', 'Step', 'Time', 'LinkedIn URL'] },
  );
  const filename = csvFileName(req.filename, 'activity.csv');
  const count = Math.min(rows.length, EXPORT_MAX_ROWS);
  await (await productMailer(deps, teamId)).send({
    to: req.email,
    subject: `Your activity export: ${c.name}`,
    text: `Your export of ${count} activities of the campaign ${c.name} is attached as ${filename}.`,
    attachments: [{ filename, contentType: 'text/csv', content: Buffer.from(csv, 'utf8') }],
  });
  return { status: 'success' as const, rows: count };
}
