import { pagination } from '@outreach/shared/constants/outreach';
import { ZRepliesQuery } from '@outreach/shared/schemas/campaign-audience';
import type { TRepliesCsvRequest } from '@outreach/shared/schemas/replies-export';
import { stringify } from 'csv-stringify/sync';
import type { Deps } from '../../ports/deps.ts';
import { EXPORT_MAX_ROWS } from '../contacts/export-contacts-csv.ts';
import { productMailer } from '../mail/product-mailer.ts';
import { listReplies } from './list-replies.ts';

/** The file name to attach: the caller's (path parts and odd characters dropped) or the default. */
export function csvFileName(name: string | undefined, fallback: string) {
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[^\w .()-]+/g, '')
    .trim();
  if (!base) return fallback;
  return base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
}

/** An instant as the user's local `YYYY-MM-DD HH:mm` from `Date#getTimezoneOffset()` minutes. */
export function localTime(iso: string, offset: number) {
  return new Date(Date.parse(iso) - offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * POST /campaigns/replies/csv: the team's replies (as the replies page lists them, newest first,
 * within the time filter) as a CSV file mailed to `email` (the team's product mail).
 */
export async function exportRepliesCsv(deps: Deps, teamId: string, userId: string, req: TRepliesCsvRequest) {
  const rows: Awaited<ReturnType<typeof listReplies>>['replies'] = [];
  let cursor: string | undefined;
  do {
    const page = await listReplies(
      deps,
      teamId,
      userId,
      ZRepliesQuery.parse({
        perPage: pagination.maxPerPage,
        timeFilter: req.timeFilter,
        customFromDate: req.customFromDate,
        customToDate: req.customToDate,
        cursor,
      }),
    );
    rows.push(...page.replies);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  const offset = req.offset ?? 0;
  const csv = stringify(
    rows.slice(0, EXPORT_MAX_ROWS).map((r) => {
      const p = (r.person ?? {}) as Record<string, string | null | undefined>;
      return [
        p.name ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(),
        p.firstName ?? '',
        p.lastName ?? '',
        r.message ?? '',
        r.campaignName ?? '',
        localTime(r.createdAt, offset),
        r.isReturnToCampaign ? 'yes' : 'no',
        p.linkedInHandle ? `https://www.linkedin.com/in/${p.linkedInHandle}/` : '',
      ];
    }),
    {
      header: true,
      columns: [
        'Name',
        'First name',
        'Last name',
        'Message',
        'Campaign',
        'Date',
        'Returned to campaign',
        'LinkedIn URL',
      ],
    },
  );
  const filename = csvFileName(req.filename, 'replies.csv');
  const count = Math.min(rows.length, EXPORT_MAX_ROWS);
  // Under the team's white label while one is active, as every product mail.
  await (await productMailer(deps, teamId)).send({
    to: req.email,
    subject: 'Your replies export',
    text: `Your export of ${count} replies is attached as ${filename}.`,
    attachments: [{ filename, contentType: 'text/csv', content: Buffer.from(csv, 'utf8') }],
  });
  return { status: 'success' as const, rows: count };
}
