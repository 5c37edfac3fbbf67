import { messageTemplateCategories } from '@outreach/shared/rules/outreach/template-library';
import type { TemplateScope } from '@outreach/shared/schemas/templates';
import type { Deps } from '../../ports/deps.ts';
import { templatesOfScope } from './list-templates.ts';
import type { Actor } from './template-view.ts';

/** GET /templates/categories: every category with the number of templates it holds in one list. */
export async function listTemplateCategories(deps: Deps, actor: Actor, scope: TemplateScope) {
  const templates = await templatesOfScope(deps, actor, scope);
  return messageTemplateCategories.map((c) => ({
    id: c.id,
    name: c.name,
    totalTemplates: templates.filter((t) => t.categoryId === c.id).length,
  }));
}
