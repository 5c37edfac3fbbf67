import type { Deps } from '../../ports/deps.ts';
import { loadTags, tagView } from './tag-view.ts';

/** GET /tags: the Tag Manager's page, by name search, in creation order; counts are the tags' kept ones. */
export async function listTags(
  deps: Deps,
  teamId: string,
  q: { page: number; perPage: number; search?: string },
) {
  const needle = q.search?.trim().toLowerCase() ?? '';
  const all = [...(await loadTags(deps, teamId)).values()]
    .filter((t) => !needle || t.tag.toLowerCase().includes(needle))
    .sort((a, b) => a.tagId - b.tagId);
  const start = (q.page - 1) * q.perPage;
  return { tags: all.slice(start, start + q.perPage).map(tagView), total: all.length };
}

/** GET /tags/all: every tag of the team (pickers and filters). */
export async function listAllTags(deps: Deps, teamId: string) {
  return [...(await loadTags(deps, teamId)).values()].sort((a, b) => a.tagId - b.tagId).map(tagView);
}
