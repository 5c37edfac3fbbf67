import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import {
  recordConnections,
  type ScrapedConnection,
} from '@outreach/functions/domain/contacts/record-connections';
import { paths, siteUrl } from '../linkedin/page-objects.ts';
import { type ExecContext, open, voyagerGet } from './common.ts';
import { pageDelayRange, pagePause } from './page-pause.ts';

const PAGE = 100;

export interface ConnectionsPage {
  paging?: { total?: number };
  elements?: {
    createdAt?: number;
    connectedMemberResolutionResult?: {
      entityUrn?: string;
      publicIdentifier?: string;
      firstName?: string;
      lastName?: string;
      headline?: string;
      profilePicture?: { displayImageUrl?: string } | null;
      geoLocation?: { defaultLocalizedName?: string };
      industry?: { name?: string };
      primaryPosition?: { title?: string; companyName?: string };
    };
  }[];
}

// Pause between pages: 1.5–4 s unless BOT_SYNC_PAGE_PAUSE_MS says otherwise.
const pauseRange = () => pageDelayRange([1500, 4000]);
const pause = pagePause;

function toConnection(
  ctx: ExecContext,
  e: NonNullable<ConnectionsPage['elements']>[number],
): ScrapedConnection | null {
  const m = e.connectedMemberResolutionResult;
  if (!m?.publicIdentifier || !e.createdAt) return null;
  return {
    publicId: m.publicIdentifier,
    memberUrn: m.entityUrn?.replace(/^urn:li:fsd_profile:/, ''),
    firstName: m.firstName ?? '',
    lastName: m.lastName ?? '',
    headline: m.headline,
    title: m.primaryPosition?.title,
    company: m.primaryPosition?.companyName,
    location: m.geoLocation?.defaultLocalizedName,
    industry: m.industry?.name,
    picture: m.profilePicture?.displayImageUrl
      ? siteUrl(ctx.base, m.profilePicture.displayImageUrl)
      : undefined,
    connectedAt: e.createdAt,
  };
}

/**
 * Reads the account's first-degree connections newest first, 100 a page through the site's own
 * connections call, from the connections page a person would open; each page is recorded as it is
 * read (so progress shows and a crash keeps what was read), with a human pause between pages. An
 * incremental sync stops at the first connection older than `sinceMs`.
 */
export async function syncConnections(
  ctx: ExecContext,
  payload: ActionPayloads['sync-connections'],
): Promise<ActionOutcomes['sync-connections']> {
  await open(ctx, paths.connections);
  const range = pauseRange();
  let synced = 0;
  let total = 0;
  for (let start = 0; start < 30_000; start += PAGE) {
    const page = await voyagerGet<ConnectionsPage>(ctx, paths.voyager.connections(start, PAGE));
    total = page.paging?.total ?? total;
    const rows = (page.elements ?? [])
      .map((e) => toConnection(ctx, e))
      .filter((c): c is ScrapedConnection => !!c);
    const fresh = rows.filter((c) => c.connectedAt >= payload.sinceMs);
    await recordConnections(ctx.deps, ctx.acc, fresh, { total: payload.full ? total : undefined });
    synced += fresh.length;
    ctx.log('connections page', { start, read: rows.length, fresh: fresh.length, total });
    if (fresh.length < rows.length || !page.elements?.length || start + PAGE >= total) break;
    await pause(range);
  }
  return { synced, total };
}
