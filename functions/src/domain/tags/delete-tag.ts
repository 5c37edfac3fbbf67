import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';
import { tagNotFound } from './update-tag.ts';

/**
 * DELETE /tags/{id}. Rows that carried the tag keep its id, which every read drops (the tag no longer
 * resolves), so deleting costs one write whatever the number of tagged contacts.
 */
export async function deleteTag(_deps: Deps, teamId: string, tagId: number) {
  const res = await TagEntity.delete({ teamId, tagId }).go({ response: 'all_old' });
  if (!res.data) throw tagNotFound();
  return { status: 'success' as const };
}
