import { createWriteTransaction } from '../../data/electrodb.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { loadTags, requireTags } from '../tags/tag-view.ts';
import { type Connection, connectionView, requireConnection } from './connection-row.ts';

const ATTEMPTS = 5;
const sorted = (a: readonly number[]) => [...new Set(a)].sort((x, y) => x - y);

/**
 * PATCH /connections/{entityUrn} {tagIds?, isExcluded?}: the connection's tags become exactly
 * `tagIds` and/or it goes on (or off) the blacklist; the tags' `connectionsCount` and the owner's
 * `connectionsExcluded` move in the same transaction, conditioned on what was read.
 */
export async function changeConnection(
  deps: Deps,
  acc: AccountKey,
  ref: string,
  input: { tagIds?: number[]; isExcluded?: boolean },
) {
  const tags = input.tagIds
    ? await requireTags(deps, acc.teamId, input.tagIds)
    : await loadTags(deps, acc.teamId);
  let cur: Connection = await requireConnection(deps, acc, ref);
  for (let attempt = 1; ; attempt++) {
    const before = (cur.tags ?? []).filter((id) => tags.has(id));
    const after = input.tagIds ? sorted(input.tagIds) : before;
    const plus = after.filter((id) => !before.includes(id));
    const minus = before.filter((id) => !after.includes(id));
    const exclude = input.isExcluded;
    const flips = exclude !== undefined && Boolean(cur.isExcluded) !== exclude;
    const key = { ...acc, publicId: cur.publicId };
    const updatedAt = deps.clock.now();
    const was = cur;
    const res = await createWriteTransaction(
      { connection: ConnectionEntity, tag: TagEntity, contactCounter: ContactCounterEntity },
      ({ connection, tag, contactCounter }) => [
        connection
          .patch(key)
          .set({ tags: after, updatedAt, ...(exclude !== undefined ? { isExcluded: exclude } : {}) })
          .where((a, op) =>
            [
              was.tags ? op.eq(a.tags, was.tags) : op.notExists(a.tags),
              op.eq(a.isExcluded, Boolean(was.isExcluded)),
            ].join(' AND '),
          )
          .commit(),
        ...plus.map((tagId) =>
          tag.patch({ teamId: acc.teamId, tagId }).add({ connectionsCount: 1 }).commit(),
        ),
        ...minus.map((tagId) =>
          tag.patch({ teamId: acc.teamId, tagId }).subtract({ connectionsCount: 1 }).commit(),
        ),
        ...(flips
          ? [
              contactCounter
                .update({ teamId: acc.teamId, scope: acc.userId, name: 'connectionsExcluded' })
                .add({ count: exclude ? 1 : -1 })
                .commit(),
            ]
          : []),
      ],
    ).go();
    if (!res.canceled) {
      return connectionView({ ...cur, tags: after, updatedAt, isExcluded: exclude ?? cur.isExcluded }, tags);
    }
    if (attempt >= ATTEMPTS) throw new Error('connection update kept conflicting');
    cur = await requireConnection(deps, acc, ref);
    for (const id of [...plus, ...minus]) {
      if (!(await TagEntity.get({ teamId: acc.teamId, tagId: id }).go()).data) tags.delete(id);
    }
  }
}

/** PATCH /connections/{entityUrn}/notes {notes}: the connection's note (spec 3: 1st-degree only, which every connection is). */
export async function setConnectionNotes(deps: Deps, acc: AccountKey, ref: string, notes: string) {
  const cur = await requireConnection(deps, acc, ref);
  const updatedAt = deps.clock.now();
  await ConnectionEntity.patch({ ...acc, publicId: cur.publicId })
    .set({ notes, updatedAt })
    .go();
  return connectionView({ ...cur, notes, updatedAt }, await loadTags(deps, acc.teamId));
}

/** GET /connections?entityUrn=…: one connection. */
export async function getConnection(deps: Deps, acc: AccountKey, ref: string) {
  return connectionView(await requireConnection(deps, acc, ref), await loadTags(deps, acc.teamId));
}
