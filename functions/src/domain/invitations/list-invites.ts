import type { TInvitesQuery } from '@outreach/shared/schemas/invitations';
import * as z from 'zod';
import { createConversions } from '../../data/electrodb.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { InvitationEntity, InvitationSyncEntity } from '../../data/entities/invitation.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { countedTabs, type InvitationRow, inviteView, tabCounter } from './invitation-row.ts';
import { invitesSyncView } from './request-invites-sync.ts';

const position = z.object({ s: z.union([z.number(), z.string().max(512)]), i: z.string().max(256) });

/**
 * GET /invites: one tab a page at a time from a cursor: sent and received newest first (`byTab`),
 * withdrawn by name A→Z (`byTabName`) (spec 3 §9); counts are the kept ones.
 */
export async function listInvites(_deps: Deps, acc: AccountKey, q: TInvitesQuery) {
  const tab = q.status === 'SENT' ? 'sent' : q.status === 'RECEIVED' ? 'received' : 'withdrawn';
  const entity = InvitationEntity;
  const after = q.nextCursor ? decodeCursor(q.nextCursor, position) : undefined;
  const key = { ...acc, tab } as const;
  let rows: InvitationRow[];
  if (tab === 'withdrawn') {
    const cursor = after
      ? createConversions(entity).byAccessPattern.byTabName.fromComposite.toCursor({
          ...key,
          sortName: String(after.s),
          invitationId: after.i,
        })
      : null;
    rows = (await entity.query.byTabName(key).go({ cursor, limit: q.perPage + 1, order: 'asc' })).data;
  } else {
    const cursor = after
      ? createConversions(entity).byAccessPattern.byTab.fromComposite.toCursor({
          ...key,
          sentTime: Number(after.s),
          invitationId: after.i,
        })
      : null;
    rows = (await entity.query.byTab(key).go({ cursor, limit: q.perPage + 1, order: 'desc' })).data;
  }
  const page = rows.slice(0, q.perPage);
  const last = page.at(-1);
  const more = rows.length > q.perPage && last;
  const counters = await ContactCounterEntity.get(
    countedTabs.map((t) => ({ teamId: acc.teamId, scope: acc.userId, name: tabCounter(t) })),
  ).go();
  const count = (t: string) => Math.max(0, counters.data.find((c) => c.name === tabCounter(t))?.count ?? 0);
  return {
    total: count(tab),
    invites: page.map(inviteView),
    nextCursor: more
      ? encodeCursor({ s: tab === 'withdrawn' ? last.sortName : last.sentTime, i: last.invitationId })
      : null,
    counts: { sent: count('sent'), received: count('received'), withdrawn: count('withdrawn') },
    sync: invitesSyncView((await InvitationSyncEntity.get(acc).go()).data),
  };
}
