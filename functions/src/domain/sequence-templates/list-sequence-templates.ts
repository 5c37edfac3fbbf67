import type { TSequenceTemplate, TSequenceTemplatesQuery } from '@outreach/shared/schemas/templates';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { sequenceTemplateView, visibleSequenceTemplates } from './sequence-template-view.ts';

/**
 * GET /sequence-templates: the caller's (availability personal), the team's shared ones
 * (availability team) or both, filtered by category and search, sorted, one page.
 */
export async function listSequenceTemplates(deps: Deps, actor: Actor, q: TSequenceTemplatesQuery) {
  const needle = q.search?.trim().toLowerCase();
  const rows = (await visibleSequenceTemplates(deps, actor))
    .map((r) => sequenceTemplateView(r, actor))
    .filter(
      (t) =>
        (!q.availability || (q.availability === 'personal' ? t.isOwn : t.isAvailableForTeam)) &&
        (!q.category || t.category === q.category) &&
        (!needle || t.name.toLowerCase().includes(needle)),
    );
  const dir = q.sortOrder === 'ASC' ? 1 : -1;
  const key = (t: TSequenceTemplate) => (q.sortField === 'name' ? t.name.toLowerCase() : t[q.sortField]);
  rows.sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : a.id < b.id ? -1 : 1));
  const start = (q.page - 1) * q.perPage;
  return { templates: rows.slice(start, start + q.perPage), total: rows.length };
}

/** GET /sequence-templates/available: every template the caller may start a campaign from. */
export async function listAvailableSequenceTemplates(deps: Deps, actor: Actor) {
  return (await visibleSequenceTemplates(deps, actor))
    .map((r) => sequenceTemplateView(r, actor))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /sequence-templates/categories: the categories in use among the caller's visible templates. */
export async function listSequenceTemplateCategories(deps: Deps, actor: Actor) {
  const counts = new Map<string, number>();
  for (const r of await visibleSequenceTemplates(deps, actor))
    if (r.category) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  return [...counts]
    .map(([name, totalTemplates]) => ({ name, totalTemplates }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
