import { AppError } from '@outreach/shared/errors';
import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';
import { tagExistsMessage } from './create-tag.ts';
import { loadTags, tagView } from './tag-view.ts';

export const tagNotFound = () => new AppError('NOT_FOUND', 'Tag not found');

/** PATCH /tags/{id} {tag, color}: renames or recolours a team's tag. */
export async function updateTag(
  deps: Deps,
  teamId: string,
  tagId: number,
  input: { tag: string; color?: string },
) {
  const tags = await loadTags(deps, teamId);
  const cur = tags.get(tagId);
  if (!cur) throw tagNotFound();
  const clash = [...tags.values()].find(
    (t) => t.tagId !== tagId && t.tag.toLowerCase() === input.tag.toLowerCase(),
  );
  if (clash) throw new AppError('BAD_REQUEST', tagExistsMessage);
  const set = { tag: input.tag, updatedAt: deps.clock.now(), ...(input.color ? { color: input.color } : {}) };
  await TagEntity.patch({ teamId, tagId })
    .set(set)
    .go()
    .catch((e: Error) => {
      if (e.message?.includes('conditional request failed')) throw tagNotFound();
      throw e;
    });
  return tagView({ ...cur, ...set });
}
