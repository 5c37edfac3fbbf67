import { AppError } from '@outreach/shared/errors';
import { contactMessages } from '@outreach/shared/rules/outreach/contacts';
import { tagColor } from '@outreach/shared/schemas/tags';
import type { EntityItem } from 'electrodb';
import { TagEntity } from '../../data/entities/tag.ts';
import type { Deps } from '../../ports/deps.ts';

export type TagRow = EntityItem<typeof TagEntity>;

/** A tag as the API answers it (spec 3 §3); a missing colour reads as the grey default. */
export function tagView(t: TagRow) {
  return {
    id: t.tagId,
    snId: null,
    tag: t.tag,
    color: tagColor(t.color),
    leadsCount: Math.max(0, t.leadsCount ?? 0),
    connectionsCount: Math.max(0, t.connectionsCount ?? 0),
  };
}
export type TagView = ReturnType<typeof tagView>;

/** Every tag of a team, by id (one partition read; a team holds at most `maxTagsPerTeam`). */
export async function loadTags(_deps: Deps, teamId: string): Promise<Map<number, TagRow>> {
  const { data } = await TagEntity.query.byTeam({ teamId }).go({ pages: 'all' });
  return new Map(data.map((t) => [t.tagId, t]));
}

/** The {id, tag, color} chips of a row's tag ids; ids of deleted tags are dropped. */
export function tagChips(ids: readonly number[] | undefined | null, tags: Map<number, TagRow>) {
  return (ids ?? [])
    .map((id) => tags.get(id))
    .filter((t): t is TagRow => Boolean(t))
    .map((t) => ({ id: t.tagId, tag: t.tag, color: tagColor(t.color) }));
}

/** The team's tags with these ids; an unknown id (another team's, or deleted) is a 400. */
export async function requireTags(deps: Deps, teamId: string, ids: readonly number[]) {
  const tags = await loadTags(deps, teamId);
  if (ids.some((id) => !tags.has(id))) throw new AppError('BAD_REQUEST', contactMessages.unknownTags);
  return tags;
}
