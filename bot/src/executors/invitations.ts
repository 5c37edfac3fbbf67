import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import {
  recordInvitations,
  type ScrapedInvitation,
} from '@outreach/functions/domain/invitations/record-invitations';
import { csrfFromCookie, paths, siteUrl, urlOf, voyagerHeaders } from '../linkedin/page-objects.ts';
import { AccountBlocked, type ExecContext, open, RetryLater, SessionExpired, voyagerGet } from './common.ts';
import { pageDelayRange, pagePause } from './page-pause.ts';

const PAGE = 100;

interface MiniProfile {
  firstName?: string;
  lastName?: string;
  occupation?: string;
  publicIdentifier?: string;
  dashEntityUrn?: string;
  picture?: string | null;
}
interface InvitationsPage {
  paging?: { total?: number };
  elements?: {
    invitation?: {
      invitationId?: string;
      sentTime?: number;
      message?: string | null;
      toMember?: MiniProfile;
      fromMember?: MiniProfile;
    };
  }[];
}

const receivedPath = '/voyager/api/relationships/invitationViews?q=receivedInvitation';
const closePath = '/voyager/api/relationships/invitations?action=closeInvitations';
const respondPath = (id: string, action: 'accept' | 'reject') =>
  `/voyager/api/relationships/invitations/${encodeURIComponent(id)}?action=${action}`;

function toRow(
  ctx: ExecContext,
  direction: 'SENT' | 'RECEIVED',
  e: NonNullable<InvitationsPage['elements']>[number],
): ScrapedInvitation | null {
  const i = e.invitation;
  const m = direction === 'SENT' ? i?.toMember : i?.fromMember;
  if (!i?.invitationId || !i.sentTime || !m) return null;
  return {
    invitationId: i.invitationId,
    direction,
    message: i.message ?? undefined,
    sentTime: i.sentTime,
    person: {
      entityUrn: m.dashEntityUrn ?? '',
      publicId: m.publicIdentifier ?? null,
      firstName: m.firstName ?? '',
      lastName: m.lastName ?? '',
      headline: m.occupation ?? null,
      imageUrl: m.picture ? siteUrl(ctx.base, m.picture) : null,
    },
  };
}

/**
 * Reads the pending sent invitations (100 a page) and the received ones, from the invitation manager,
 * with a person's pause (1.5–4 s) between pages. Every pending one is read each time: one missing
 * from the list is no longer pending, which only a whole read can tell.
 */
export async function syncInvitations(
  ctx: ExecContext,
  p: ActionPayloads['sync-invitations'],
): Promise<ActionOutcomes['sync-invitations']> {
  await open(ctx, paths.sentInvitations);
  const range = pageDelayRange([1500, 4000]);
  let sent = 0;
  for (let start = 0; start < 5_000; start += PAGE) {
    const page = await voyagerGet<InvitationsPage>(ctx, paths.voyager.sentInvitations(start, PAGE));
    const rows = (page.elements ?? [])
      .map((e) => toRow(ctx, 'SENT', e))
      .filter((r): r is ScrapedInvitation => !!r);
    await recordInvitations(ctx.deps, ctx.acc, p.runId, rows);
    sent += rows.length;
    if (!page.elements?.length || start + PAGE >= (page.paging?.total ?? 0)) break;
    await pagePause(range);
  }
  await pagePause(range);
  const received = await voyagerGet<InvitationsPage>(ctx, receivedPath);
  const rows = (received.elements ?? [])
    .map((e) => toRow(ctx, 'RECEIVED', e))
    .filter((r): r is ScrapedInvitation => !!r);
  await recordInvitations(ctx.deps, ctx.acc, p.runId, rows);
  return { sent, received: rows.length };
}

async function voyagerPost(ctx: ExecContext, path: string, data: unknown) {
  const cookies = await ctx.session.context.cookies(ctx.base);
  const csrf = csrfFromCookie(cookies.find((c) => c.name === 'JSESSIONID')?.value);
  if (!csrf) throw new SessionExpired('no JSESSIONID');
  const res = await ctx.session.context.request.post(urlOf(ctx.base, path), {
    headers: { ...voyagerHeaders(csrf), 'content-type': 'application/json' },
    data,
  });
  if (res.status() === 401) throw new SessionExpired('voyager 401');
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  if (res.status() === 403 && body.code === 'RESTRICTED') throw new AccountBlocked('voyager 403');
  if (res.status() === 429 || res.status() >= 500) throw new RetryLater(`HTTP ${res.status()}`, 60 * 60_000);
  return { ok: res.ok(), code: body.code };
}

/**
 * Withdraws, accepts or rejects invitations one by one, as the invitation manager's buttons do. One
 * already handled (a retried batch, or answered on LinkedIn meanwhile) counts as gone, never as an error.
 */
export async function changeInvitations(
  ctx: ExecContext,
  p: ActionPayloads['change-invitations'],
): Promise<ActionOutcomes['change-invitations']> {
  await open(ctx, p.status === 'WITHDRAW' ? paths.sentInvitations : '/mynetwork/invitation-manager/');
  const results: ActionOutcomes['change-invitations']['results'] = [];
  for (const id of p.invitationIds) {
    const r =
      p.status === 'WITHDRAW'
        ? await voyagerPost(ctx, closePath, {
            inviteActionType: 'ACTOR_WITHDRAW',
            inviteActionData: [{ entityUrn: `urn:li:fsd_invitation:${id}` }],
          })
        : await voyagerPost(ctx, respondPath(id, p.status === 'ACCEPT' ? 'accept' : 'reject'), {});
    const gone = r.code === 'NOT_PENDING' || r.code === 'NOT_FOUND';
    results.push({
      invitationId: id,
      result: r.ok
        ? 'done'
        : gone
          ? p.status === 'WITHDRAW' && r.code === 'NOT_PENDING'
            ? 'done'
            : 'gone'
          : 'failed',
    });
  }
  return { results };
}
