import type { Deps } from '../../ports/deps.ts';
import { createTag } from '../tags/create-tag.ts';
import { requireTags, tagChips } from '../tags/tag-view.ts';
import { changeLeadTags } from './change-lead-tags.ts';
import { personLeads, requirePersonLeads } from './find-person-leads.ts';

/** PUT /leads/{id}/set-tags {tagIds}: the person's leads (in every campaign of the caller) get exactly these tags. */
export async function setLeadTags(deps: Deps, teamId: string, userId: string, ref: string, tagIds: number[]) {
  const tags = await requireTags(deps, teamId, tagIds);
  const rows = await requirePersonLeads(deps, teamId, userId, ref);
  for (const l of rows) await changeLeadTags(deps, l, tags, () => tagIds);
  return { tags: tagChips(tagIds, tags) };
}

/** PUT /leads/{id}/create-set-tag {tag, color}: creates the tag (or takes the team's tag of that name) and adds it. */
export async function createSetLeadTag(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  input: { tag: string; color?: string },
) {
  const rows = await requirePersonLeads(deps, teamId, userId, ref);
  const created = await createTag(deps, teamId, userId, input, { reuse: true });
  const tags = await requireTags(deps, teamId, [created.tagId]);
  let last: number[] = [];
  for (const l of rows)
    last = (await changeLeadTags(deps, l, tags, (cur) => [...cur, created.tagId])).tags ?? [];
  return { tag: { id: created.tagId, tag: created.tag, color: created.color }, tags: tagChips(last, tags) };
}

/** POST /leads/add-tags {leadIds | entityUrns, tagIds}: adds the tags to each person's leads. */
export async function addLeadTags(
  deps: Deps,
  teamId: string,
  userId: string,
  input: { leadIds?: string[]; entityUrns?: string[]; tagIds: number[] },
) {
  const tags = await requireTags(deps, teamId, input.tagIds);
  let updated = 0;
  for (const ref of new Set([...(input.leadIds ?? []), ...(input.entityUrns ?? [])])) {
    for (const l of await personLeads(deps, teamId, userId, ref)) {
      await changeLeadTags(deps, l, tags, (cur) => [...cur, ...input.tagIds]);
      updated++;
    }
  }
  return { status: 'success' as const, updated };
}
