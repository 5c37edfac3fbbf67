import { maxTagsPerTeam } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import { randomTagColor } from '@outreach/shared/schemas/tags';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadTags, type TagRow, tagView } from './tag-view.ts';

export const tagExistsMessage = 'A tag with this name already exists';

/** Takes the team's next tag id from its `tagSeq` counter (an atomic add). */
async function nextTagId(_deps: Deps, teamId: string): Promise<number> {
  const res = await ContactCounterEntity.update({ teamId, scope: 'team', name: 'tagSeq' })
    .add({ count: 1 })
    .go({ response: 'all_new' });
  return res.data.count ?? 1;
}

/**
 * Creates a tag (spec 3 §5: a new tag gets a random colour). Names are unique per team, compared
 * case-insensitively; with `reuse` an existing tag of that name is answered instead of a 400.
 */
export async function createTag(
  deps: Deps,
  teamId: string,
  userId: string,
  input: { tag: string; color?: string },
  opts: { reuse?: boolean } = {},
): Promise<TagRow> {
  const tags = await loadTags(deps, teamId);
  const same = [...tags.values()].find((t) => t.tag.toLowerCase() === input.tag.toLowerCase());
  if (same) {
    if (opts.reuse) return same;
    throw new AppError('BAD_REQUEST', tagExistsMessage);
  }
  if (tags.size >= maxTagsPerTeam)
    throw new AppError('BAD_REQUEST', `A team can have at most ${maxTagsPerTeam} tags`);
  const now = deps.clock.now();
  const row = {
    teamId,
    tagId: await nextTagId(deps, teamId),
    tag: input.tag,
    color: input.color ?? randomTagColor(),
    leadsCount: 0,
    connectionsCount: 0,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  };
  await TagEntity.create(row).go();
  return row;
}

/** POST /tags. */
export async function createTagView(
  deps: Deps,
  teamId: string,
  userId: string,
  input: { tag: string; color?: string },
) {
  return tagView(await createTag(deps, teamId, userId, input));
}
