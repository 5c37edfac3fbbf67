import type { Deps } from '../../ports/deps.ts';
import { requireTags, tagChips } from '../tags/tag-view.ts';
import { changeLeadTags } from './change-lead-tags.ts';
import { requirePersonLeads } from './find-person-leads.ts';

/**
 * PATCH /leads/{id}/tags {tagIds}: takes these tags off every campaign lead of the person the caller
 * owns (a tag chip's delete in the lead drawer and the lead table); the tags' counts move with them.
 */
export async function removeLeadTags(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  tagIds: number[],
) {
  const rows = await requirePersonLeads(deps, teamId, userId, ref);
  const tags = await requireTags(deps, teamId, tagIds);
  let last: number[] = [];
  for (const l of rows)
    last =
      (await changeLeadTags(deps, l, tags, (cur) => cur.filter((id) => !tagIds.includes(id)))).tags ?? [];
  return { tags: tagChips(last, tags) };
}
