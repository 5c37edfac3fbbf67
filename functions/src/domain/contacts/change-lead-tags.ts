import { createWriteTransaction } from '../../data/electrodb.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';
import type { TagRow } from '../tags/tag-view.ts';
import type { Lead } from './lead-row.ts';

const ATTEMPTS = 5;

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Gives one lead row the tags `next(current)` and moves the tags' `leadsCount` in the same
 * transaction, conditioned on the tags it was computed from: a concurrent change makes it start over
 * from the fresh row, so a counter never counts a row twice. Ids of deleted tags fall away.
 */
export async function changeLeadTags(
  deps: Deps,
  lead: Lead,
  tags: Map<number, TagRow>,
  next: (current: number[]) => number[],
): Promise<Lead> {
  const key = { teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId };
  let cur = lead;
  for (let attempt = 1; ; attempt++) {
    const before = (cur.tags ?? []).filter((id) => tags.has(id));
    const after = [...new Set(next(before).filter((id) => tags.has(id)))].sort((a, b) => a - b);
    if (
      sameList(
        [...before].sort((a, b) => a - b),
        after,
      ) &&
      sameList(cur.tags ?? [], after)
    )
      return cur;
    const plus = after.filter((id) => !before.includes(id));
    const minus = before.filter((id) => !after.includes(id));
    const was = cur.tags;
    const updatedAt = deps.clock.now();
    const res = await createWriteTransaction({ lead: LeadEntity, tag: TagEntity }, ({ lead: leads, tag }) => [
      leads
        .patch(key)
        .set({ tags: after, updatedAt })
        .where((a, op) => (was ? op.eq(a.tags, was) : op.notExists(a.tags)))
        .commit(),
      ...plus.map((tagId) => tag.patch({ teamId: lead.teamId, tagId }).add({ leadsCount: 1 }).commit()),
      ...minus.map((tagId) => tag.patch({ teamId: lead.teamId, tagId }).subtract({ leadsCount: 1 }).commit()),
    ]).go();
    if (!res.canceled) return { ...cur, tags: after, updatedAt };
    if (attempt >= ATTEMPTS) throw new Error('lead tags update kept conflicting');
    const fresh = (await LeadEntity.get(key).go()).data;
    if (!fresh) return cur;
    cur = fresh;
    // A tag deleted meanwhile fails its patch: read the tags again.
    for (const id of [...plus, ...minus]) {
      const t = (await TagEntity.get({ teamId: lead.teamId, tagId: id }).go()).data;
      if (!t) tags.delete(id);
    }
    await new Promise((r) => setTimeout(r, 5 * 2 ** attempt * Math.random()));
  }
}
