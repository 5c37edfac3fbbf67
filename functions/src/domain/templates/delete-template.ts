import type { Deps } from '../../ports/deps.ts';
import { type Actor, ownTemplate } from './template-view.ts';

/** DELETE /templates/{id}: the author's template. */
export async function deleteTemplate(deps: Deps, actor: Actor, templateId: string) {
  await ownTemplate(deps, actor, templateId);
  await deps.db.entities.messageTemplate.delete({ teamId: actor.teamId, templateId }).go();
  return { success: true as const };
}
