import type { TMessageTemplateRequest } from '@outreach/shared/schemas/templates';
import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { checkTemplateRequest } from './create-template.ts';
import { type Actor, ownTemplate, templateView } from './template-view.ts';

/** PUT /templates/{id}: replaces the author's template (a missing category clears it). */
export async function updateTemplate(
  deps: Deps,
  actor: Actor,
  templateId: string,
  req: TMessageTemplateRequest,
) {
  const row = await ownTemplate(deps, actor, templateId);
  await checkTemplateRequest(deps, actor, req);
  const patch = MessageTemplateEntity.patch({ teamId: actor.teamId, templateId }).set({
    name: req.name,
    content: req.content,
    isAvailableForTeam: req.isAvailableForTeam ?? row.isAvailableForTeam ?? false,
    updatedAt: deps.clock.now(),
    ...(req.categoryId !== undefined ? { categoryId: req.categoryId } : {}),
  });
  const updated = await (req.categoryId === undefined ? patch.remove(['categoryId']) : patch).go({
    response: 'all_new',
  });
  return templateView(updated.data as typeof row, actor);
}
