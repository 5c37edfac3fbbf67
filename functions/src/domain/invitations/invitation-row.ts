import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { InvitationEntity } from '../../data/entities/invitation.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';

export type InvitationRow = EntityItem<typeof InvitationEntity>;
export type InvitationFields = Omit<InvitationRow, 'version' | 'updatedAt'>;
export type Tab = InvitationRow['tab'];
export const countedTabs = ['sent', 'received', 'withdrawn'] as const;
export const tabCounter = (tab: string) => `invites:${tab}`;

export interface InvitePerson {
  entityUrn: string;
  publicId: string | null;
  firstName: string;
  lastName: string;
  headline: string | null;
  imageUrl: string | null;
}

/** Writes an invitation and moves its tabs' kept counts in one transaction, conditional on the version read. */
async function writeInvitation(deps: Deps, before: InvitationRow | undefined, after: InvitationFields) {
  const { teamId, userId, invitationId } = after;
  const deltas = countedTabs
    .map((t) => ({ t, d: (after.tab === t ? 1 : 0) - (before?.tab === t ? 1 : 0) }))
    .filter((x) => x.d !== 0);
  const now = deps.clock.now();
  const { teamId: _a, userId: _b, invitationId: _c, ...rest } = after;
  const res = await createWriteTransaction(
    { invitation: InvitationEntity, contactCounter: ContactCounterEntity },
    ({ invitation, contactCounter }) => [
      before
        ? invitation
            .patch({ teamId, userId, invitationId })
            .set({ ...rest, updatedAt: now, version: before.version + 1 })
            .where((a, op) => op.eq(a.version, before.version))
            .commit()
        : invitation.create({ ...after, updatedAt: now, version: 1 }).commit(),
      ...deltas.map(({ t, d }) =>
        contactCounter
          .update({ teamId, scope: userId, name: tabCounter(t) })
          .add({ count: d })
          .commit(),
      ),
    ],
  ).go();
  return !res.canceled;
}

/** Reads, changes and writes one invitation until the write lands; `change` answers null for no change. */
export async function changeInvitation(
  deps: Deps,
  key: AccountKey & { invitationId: string },
  change: (cur: InvitationRow | undefined) => InvitationFields | null,
): Promise<InvitationRow | undefined> {
  for (let i = 0; i < 8; i++) {
    const cur = (await InvitationEntity.get(key).go()).data ?? undefined;
    const next = change(cur);
    if (!next) return cur;
    if (await writeInvitation(deps, cur, next)) return { ...cur, ...next } as InvitationRow;
  }
  throw new Error(`Invitation ${key.invitationId} kept changing under us`);
}

export function fieldsOf(r: InvitationRow): InvitationFields {
  const { version: _v, updatedAt: _u, ...f } = r;
  return f;
}

export function inviteView(r: InvitationRow) {
  const p = (r.person as InvitePerson | undefined) ?? {
    entityUrn: '',
    publicId: null,
    firstName: '',
    lastName: '',
    headline: null,
    imageUrl: null,
  };
  return {
    id: r.invitationId,
    status: r.tab === 'withdrawn' ? ('WITHDRAWN' as const) : r.direction,
    person: {
      entityUrn: p.entityUrn,
      publicId: p.publicId ?? null,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      headline: p.headline ?? null,
      imageUrl: p.imageUrl ?? null,
    },
    message: r.message ?? null,
    sentTime: r.sentTime,
    pendingAction: (r.pendingAction || null) as 'WITHDRAW' | 'ACCEPT' | 'REJECT' | null,
  };
}
