import { libraryTemplates } from '@outreach/shared/rules/outreach/template-library';
import type { TemplateScope, TMessageTemplate, TTemplatesQuery } from '@outreach/shared/schemas/templates';
import type { Deps } from '../../ports/deps.ts';
import { teamHasFeature } from '../content/team-features.ts';
import { type Actor, isVisible, libraryView, teamTemplates, templateView } from './template-view.ts';

/** `all`: what the template picker offers (own, shared by teammates, and the library when the plan has it). */
export type TemplateListScope = TemplateScope | 'all';

/** The templates of one list, unfiltered (team and library lists are empty when the plan lacks them). */
export async function templatesOfScope(
  deps: Deps,
  actor: Actor,
  scope: TemplateListScope,
): Promise<TMessageTemplate[]> {
  const out: TMessageTemplate[] = [];
  if (scope !== 'library') {
    const teamWide = scope !== 'personal' && (await teamHasFeature(deps, actor.teamId, 'teamTemplates'));
    for (const row of await teamTemplates(deps, actor.teamId)) {
      if (!isVisible(row, actor)) continue;
      const own = row.userId === actor.userId;
      if (scope === 'personal' && !own) continue;
      // The team list holds every shared template, the caller's own included.
      if (scope === 'team' && !row.isAvailableForTeam) continue;
      if (!own && !teamWide) continue;
      if (scope === 'team' && !teamWide) continue;
      out.push(templateView(row, actor));
    }
  }
  if (
    (scope === 'library' || scope === 'all') &&
    (await teamHasFeature(deps, actor.teamId, 'templateLibrary'))
  )
    out.push(...libraryTemplates.map(libraryView));
  return out;
}

const text = (t: TMessageTemplate) =>
  `${t.name}\n${t.content.sequence.map((s) => `${s.subject ?? ''}\n${s.message}`).join('\n')}`.toLowerCase();

/**
 * GET /templates/{personal,team,library} and GET /templates: search (name, subject and message),
 * category, sort and one page. Answers `{ templates, total }` (spec 3 §3).
 */
export async function listTemplates(deps: Deps, actor: Actor, scope: TemplateListScope, q: TTemplatesQuery) {
  const needle = q.search?.trim().toLowerCase();
  const rows = (await templatesOfScope(deps, actor, scope)).filter(
    (t) => (!q.categoryId || t.categoryId === q.categoryId) && (!needle || text(t).includes(needle)),
  );
  const dir = q.sortOrder === 'ASC' ? 1 : -1;
  const key = (t: TMessageTemplate) =>
    q.sortField === 'name' ? t.name.toLowerCase() : (t[q.sortField] ?? '');
  rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -dir : ka > kb ? dir : a.id < b.id ? -1 : 1;
  });
  const start = (q.page - 1) * q.perPage;
  return { templates: rows.slice(start, start + q.perPage), total: rows.length };
}
