import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { type Actor, ownTemplate } from './template-view.ts';

/** DELETE /templates/{id}: the author's template. */
export async function deleteTemplate(deps: Deps, actor: Actor, templateId: string) {
  await ownTemplate(deps, actor, templateId);
  await MessageTemplateEntity.delete({ teamId: actor.teamId, templateId }).go();
  return { success: true as const };
}
