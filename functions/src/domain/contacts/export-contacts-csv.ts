import { stringify } from 'csv-stringify/sync';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { productMailer } from '../mail/product-mailer.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadTags, type TagRow } from '../tags/tag-view.ts';
import type { Connection } from './connection-row.ts';
import { publicIdOfRef } from './find-person-leads.ts';
import { type Lead, positionOfLead, readTeamRecent } from './lead-row.ts';
import { teamSharing } from './team-sharing.ts';

/** Rows an export holds at most (ours): LinkedIn's 30,000-connection cap. */
export const EXPORT_MAX_ROWS = 30_000;

export interface ExportRequest {
  receiverEmail: string;
  entityUrns?: string[];
  blacklist?: boolean;
  exportAll?: boolean;
}

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : '');
const tagNames = (ids: readonly number[] | undefined, tags: Map<number, TagRow>) =>
  (ids ?? [])
    .map((id) => tags.get(id)?.tag)
    .filter(Boolean)
    .join('; ');

async function mailCsv(
  deps: Deps,
  teamId: string,
  to: string,
  what: 'connections' | 'leads',
  csv: string,
  rows: number,
) {
  await (await productMailer(deps, teamId)).send({
    to,
    subject: `Your ${what} export`,
    text: `Your export of ${rows} ${what} is attached as ${what}.csv.`,
    attachments: [{ filename: `${what}.csv`, contentType: 'text/csv', content: Buffer.from(csv, 'utf8') }],
  });
}

/**
 * POST /connections/csv {receiverEmail, entityUrns?, blacklist?, exportAll?}: the chosen connections
 * (all with `exportAll` or no selection; only excluded ones with `blacklist`) as a CSV file mailed to
 * `receiverEmail` through the Mailer port.
 */
export async function exportConnectionsCsv(deps: Deps, acc: AccountKey, req: ExportRequest) {
  const tags = await loadTags(deps, acc.teamId);
  let rows: Connection[];
  if (req.entityUrns?.length && !req.exportAll) {
    const keys = [...new Set(req.entityUrns.map(publicIdOfRef))].map((publicId) => ({ ...acc, publicId }));
    rows = (await ConnectionEntity.get(keys).go()).data;
  } else {
    rows = (await ConnectionEntity.query.byConnectedAt(acc).go({ pages: 'all', order: 'desc' })).data;
  }
  if (req.blacklist) rows = rows.filter((c) => c.isExcluded);
  rows = rows.slice(0, EXPORT_MAX_ROWS);
  const csv = stringify(
    rows.map((c) => [
      `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(),
      c.firstName ?? '',
      c.lastName ?? '',
      c.company ?? '',
      c.title ?? '',
      c.industry ?? '',
      c.location ?? '',
      iso(c.connectedAt),
      tagNames(c.tags, tags),
      c.notes ?? '',
      `https://www.linkedin.com/in/${c.publicId}/`,
      c.isExcluded ? 'yes' : 'no',
    ]),
    {
      header: true,
      columns: [
        'Name',
        'First name',
        'Last name',
        'Company',
        'Position',
        'Industry',
        'Location',
        'Connected on',
        'Tags',
        'Notes',
        'LinkedIn URL',
        'Excluded',
      ],
    },
  );
  await mailCsv(deps, acc.teamId, req.receiverEmail, 'connections', csv, rows.length);
  return { status: 'success' as const, rows: rows.length };
}

/** POST /leads/csv {receiverEmail, entityUrns?, blacklist?, exportAll?}: the same for leads (person keys or URNs). */
export async function exportLeadsCsv(deps: Deps, teamId: string, userId: string, req: ExportRequest) {
  const [tags, sharing, campaignRows] = await Promise.all([
    loadTags(deps, teamId),
    teamSharing(deps, teamId),
    CampaignEntity.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['campaignId', 'name'] }),
  ]);
  const campaigns = new Map(campaignRows.data.map((c) => [c.campaignId, c.name]));
  const chosen = req.entityUrns?.length && !req.exportAll ? new Set(req.entityUrns.map(publicIdOfRef)) : null;
  const page = await walkPage({
    read: (after, limit) => readTeamRecent(deps, teamId, after, limit, 'desc'),
    positionOf: positionOfLead,
    match: (l: Lead) =>
      (sharing.shareMemberLeads || l.userId === userId) &&
      (!chosen || chosen.has(l.publicId)) &&
      (!req.blacklist || Boolean(l.isExcluded)),
    skip: 0,
    take: EXPORT_MAX_ROWS,
    budget: EXPORT_MAX_ROWS * 2,
  });
  const csv = leadsCsv(page.rows, campaigns, tags);
  await mailCsv(deps, teamId, req.receiverEmail, 'leads', csv, page.rows.length);
  return { status: 'success' as const, rows: page.rows.length };
}

/** The leads CSV's rows (the leads table's columns, with the campaign's name, status and tags). */
function leadsCsv(
  rows: readonly Lead[],
  campaigns: ReadonlyMap<string, string>,
  tags: Map<number, TagRow>,
): string {
  return stringify(
    rows.map((l) => {
      const p = (l.person ?? {}) as Record<string, string | null>;
      return [
        p.name ?? '',
        p.firstName ?? '',
        p.lastName ?? '',
        p.currentEmployer ?? '',
        p.currentTitle ?? '',
        campaigns.get(l.campaignId) ?? '',
        l.status,
        l.lastAction ?? '',
        iso(l.lastActionAt),
        tagNames(l.tags, tags),
        l.profileUrl,
        l.isExcluded ? 'yes' : 'no',
      ];
    }),
    {
      header: true,
      columns: [
        'Name',
        'First name',
        'Last name',
        'Company',
        'Position',
        'Campaign',
        'Status',
        'Last action',
        'Last action at',
        'Tags',
        'LinkedIn URL',
        'Excluded',
      ],
    },
  );
}

/**
 * POST /leads/campaign/{id}/csv {receiverEmail, entityUrns?} (spec 3 §7 exports): one campaign's
 * leads (those named, or all) as the leads CSV, mailed to `receiverEmail`; another team's campaign
 * is a 404, as its leads list is.
 */
export async function exportCampaignLeadsCsv(
  deps: Deps,
  teamId: string,
  campaignId: string,
  req: ExportRequest,
) {
  const c = await loadCampaign(deps, teamId, campaignId);
  const tags = await loadTags(deps, teamId);
  const chosen = req.entityUrns?.length && !req.exportAll ? new Set(req.entityUrns.map(publicIdOfRef)) : null;
  const page = await walkPage<Lead, string>({
    read: async (after, limit) => {
      const byCampaign = LeadEntity.query.byCampaign({ teamId, campaignId });
      return (await (after === undefined ? byCampaign : byCampaign.gt({ leadId: after })).go({ limit })).data;
    },
    positionOf: (l) => l.leadId,
    match: (l: Lead) => (!chosen || chosen.has(l.publicId)) && (!req.blacklist || Boolean(l.isExcluded)),
    skip: 0,
    take: EXPORT_MAX_ROWS,
    budget: EXPORT_MAX_ROWS * 2,
  });
  const csv = leadsCsv(page.rows, new Map([[c.campaignId, c.name]]), tags);
  await mailCsv(deps, teamId, req.receiverEmail, 'leads', csv, page.rows.length);
  return { status: 'success' as const, rows: page.rows.length };
}
